/**
 * @license
 * Copyright 2018 The FOAM Authors. All Rights Reserved.
 * http://www.apache.org/licenses/LICENSE-2.0
 */

foam.INTERFACE({
  package: 'foam.u2.view',
  name: 'Formatter',
  methods: [
    {
      name: 'format',
      args: ['e', 'value', 'obj', 'axiom']
    }
  ]
});
