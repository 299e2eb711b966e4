/**
 * @license
 * Copyright 2020 The FOAM Authors. All Rights Reserved.
 * http://www.apache.org/licenses/LICENSE-2.0
 */

foam.ENUM({
  package: 'foam.u2.wizard',
  name: 'WizardletIndicator',
  values: [
    {
      name: 'PLEASE_FILL'
    },
    {
      name: 'COMPLETED'
    },
    {
      name: 'SAVING'
    },
    {
      name: 'NETWORK_FAILURE'
    }
  ]
});
