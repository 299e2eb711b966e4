/**
 * @license
 * Copyright 2020 The FOAM Authors. All Rights Reserved.
 * http://www.apache.org/licenses/LICENSE-2.0
 */

foam.CLASS({
  package: 'foam.core.menu',
  name: 'XRegistration',

  properties: [
    {
      class: 'String',
      name: 'targetName',
      shortName: 't'
    },
    {
      class: 'String',
      name: 'className',
      shortName: 'c'
    }
  ]
});
