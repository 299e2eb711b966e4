/**
 * @license
 * Copyright 2018 The FOAM Authors. All Rights Reserved.
 * http://www.apache.org/licenses/LICENSE-2.0
 */

foam.INTERFACE({
  package: 'foam.core.auth',
  name: 'CreatedAware',

  properties: [
    {
      class: 'DateTime',
      name: 'created',
      documentation: 'Creation date',
      createVisibility: 'HIDDEN',
      updateVisibility: 'RO',
      section: 'userInformation',
      gridColumns: 6
    }
  ]
});
