/**
 * @license
 * Copyright 2020 The FOAM Authors. All Rights Reserved.
 * http://www.apache.org/licenses/LICENSE-2.0
 */

foam.CLASS({
  package: 'foam.core.google.api.sheets.views',
  name: 'ImportDataMessage',
  properties: [
    {
      name: 'success',
      class: 'Boolean'
    },
    {
      name: 'result',
      class: 'Int'
    }
  ]
});
