/**
 * @license
 * Copyright 2022 The FOAM Authors. All Rights Reserved.
 * http://www.apache.org/licenses/LICENSE-2.0
 */

 foam.CLASS({
  package: 'foam.core.cron',
  name: 'ClientNextDateService',

  implements: [
    'foam.core.cron.NextDateService'
  ],

  properties: [
    {
      class: 'Stub',
      of: 'foam.core.cron.NextDateService',
      name: 'delegate'
    }
  ]
});
