/**
 * @license
 * Copyright 2015 The FOAM Authors. All Rights Reserved.
 * http://www.apache.org/licenses/LICENSE-2.0
 */

foam.CLASS({
  package: 'foam.physics',
  name: 'PhysicalBox',
  extends: 'foam.graphics.Box',
  implements: [ 'foam.physics.Physical' ],

  documentation: 'A Box with Physical support.'
});
