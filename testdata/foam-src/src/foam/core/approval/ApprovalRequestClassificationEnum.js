/**
 * @license
 * Copyright 2021 The FOAM Authors. All Rights Reserved.
 * http://www.apache.org/licenses/LICENSE-2.0
 */

foam.ENUM({
  package: 'foam.core.approval',
  name: 'ApprovalRequestClassificationEnum',

  values: [
    {
      name: 'GENERIC_BUSINESS_VALIDATOR',
      label: 'Generic Business Validator',
      ordinal: 0
    }
  ]
});
