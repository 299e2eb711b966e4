/**
 * @license
 * Copyright 2020 The FOAM Authors. All Rights Reserved.
 * http://www.apache.org/licenses/LICENSE-2.0
 */


foam.CLASS({
  package: 'foam.core.notification',
  name: 'ClientResendNotificationService',
  properties: [
    {
      class: 'Stub',
      of: 'foam.core.notification.ResendNotificationServiceInterface',
      name: 'delegate'
    }
  ]
});