/**
 * @license
 * Copyright 2017 The FOAM Authors. All Rights Reserved.
 *     http://www.apache.org/licenses/LICENSE-2.0
 */

foam.INTERFACE({
  package: 'foam.core.http',
  name: 'WebAgent',

  implements: [
    'foam.lang.ContextAgent'
  ],

  methods: [
    {
      name: 'execute',
      type: 'Void',
      args: 'Context x'
    }
  ]
});
