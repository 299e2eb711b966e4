/**
 * @license
 * Copyright 2024 The FOAM Authors. All Rights Reserved.
 * http://www.apache.org/licenses/LICENSE-2.0
 */

foam.CLASS({
  package: 'foam.core.u2',
  name: 'ButtonRefinement',
  refines: 'foam.u2.tag.Button',

  properties: [
    {
      name: 'buttonStyle',
      factory: function() { return foam.u2.ButtonStyle.TERTIARY; }
    }
  ]
});
