/**
 * @license
 * Copyright 2021 The FOAM Authors. All Rights Reserved.
 * http://www.apache.org/licenses/LICENSE-2.0
 */
foam.CLASS({
  package: 'foam.u2.view',
  name: 'DateChoiceView',
  extends: 'foam.u2.view.DayChoiceView',
  css: `
    ^ {
      padding: 0.28em;
      width: 4ch;
    }
  `
});
