/**
 * @license
 * Copyright 2022 The FOAM Authors. All Rights Reserved.
 * http://www.apache.org/licenses/LICENSE-2.0
 */

foam.ENUM({
  package: 'foam.core.cron',
  name: 'MonthlyChoice',

  values: [
    { name: 'ON_THE', label: 'On The...' },
    { name: 'EACH',   label: 'Each' }
  ]
});
