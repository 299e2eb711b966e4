/**
 * @license
 * Copyright 2025 The FOAM Authors. All Rights Reserved.
 * http://www.apache.org/licenses/LICENSE-2.0
 */

foam.CLASS({
  package: 'foam.core.pii',
  name: 'KeyValue',

  properties: [
    {
      name: 'key',
      class: 'String'
    },
    {
      name: 'value',
      class: 'String'
    }
  ]
})
