/**
 * @license
 * Copyright 2015 The FOAM Authors. All Rights Reserved.
 * http://www.apache.org/licenses/LICENSE-2.0
 */

foam.CLASS({
  package: 'foam.physics',
  name: 'PhysicalCircle',
  extends: 'foam.graphics.Circle',
  implements: [ 'foam.physics.Physical' ],

  documentation: 'A Circle with Physical support.'
});
