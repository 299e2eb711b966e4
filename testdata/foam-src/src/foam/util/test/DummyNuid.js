/**
 * @license
 * Copyright 2021 The FOAM Authors. All Rights Reserved.
 * http://www.apache.org/licenses/LICENSE-2.0
 */

foam.CLASS({
  package: 'foam.util.test',
  name: 'DummyNuid',

  documentation: 'Dummy model for testing NUID generator',

  properties: [
    {
      class: 'Long',
      name: 'id'
    }
  ]
});
