/**
 * @license
 * Copyright 2017 The FOAM Authors. All Rights Reserved.
 * http://www.apache.org/licenses/LICENSE-2.0
 */

foam.INTERFACE({
  package: 'foam.core',
  name: 'COREService',

  methods: [
    {
      name: 'start',
      javaThrows: [
        'java.lang.Exception'
      ],
      javaCode: `
        // nop
      `
    },
    {
      name: 'stop',
      javaCode: `
        // nop
      `
    },
    {
      name: 'reload',
      javaCode: `
        // nop
      `
    }
  ]
});
