/**
 * @license
 * Copyright 2020 The FOAM Authors. All Rights Reserved.
 * http://www.apache.org/licenses/LICENSE-2.0
 */

foam.CLASS({
  package: 'foam.core.session',
  name: 'LocalSetting',
  properties: [
    {
      name: 'id',
      class: 'String'
    },
    {
      name: 'value',
      class: 'String'
    }
  ]
});