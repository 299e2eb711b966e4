/**
 * @license
 * Copyright 2023 The FOAM Authors. All Rights Reserved.
 * http://www.apache.org/licenses/LICENSE-2.0
 */

foam.ENUM({
  package: 'foam.u2.wizard',
  name: 'WizardType',

  values: [
    'TRANSIENT',
    'CAPABLE',
    'UCJ',
    'UCJ_SIMPLE'
  ]
});
