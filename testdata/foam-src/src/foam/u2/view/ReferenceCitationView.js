/**
 * @license
 * Copyright 2021 The FOAM Authors. All Rights Reserved.
 * http://www.apache.org/licenses/LICENSE-2.0
 */

foam.CLASS({
  package: 'foam.u2.view',
  name: 'ReferenceCitationView',
  extends: 'foam.u2.CitationView',
  css: `
    ^row {
      font-size: 1.5255rem;
    }
  `,
});
