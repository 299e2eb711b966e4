/**
 * @license
 * Copyright 2020 The FOAM Authors. All Rights Reserved.
 * http://www.apache.org/licenses/LICENSE-2.0
 */

foam.CLASS({
  package: 'foam.u2.view',
  name: 'ChooseNView',
  extends: 'foam.u2.view.UnstyledChooseNView',

  css: `
    ^ .foam-u2-CheckBox {
      display: block;
    }
  `
});