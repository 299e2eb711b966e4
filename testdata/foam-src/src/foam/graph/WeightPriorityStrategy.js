/**
 * @license
 * Copyright 2022 The FOAM Authors. All Rights Reserved.
 * http://www.apache.org/licenses/LICENSE-2.0
 */

foam.ENUM({
  package: 'foam.graph',
  name: 'WeightPriorityStrategy',

  values: [ 
    'NONE',
    'MIN',
    'MAX'
  ]
});
