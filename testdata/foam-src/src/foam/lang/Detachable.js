/**
 * @license
 * Copyright 2019 The FOAM Authors. All Rights Reserved.
 * http://www.apache.org/licenses/LICENSE-2.0
 */

foam.INTERFACE({
  package: 'foam.lang',
  name: 'Detachable',

  methods: [
    {
      name: 'detach',
      type: 'Void',
      async: true
    }
  ]
});
