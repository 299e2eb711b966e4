/**
 * @license
 * Copyright 2023 The FOAM Authors. All Rights Reserved.
 * http://www.apache.org/licenses/LICENSE-2.0
 */

foam.CLASS({
  package: 'foam.core.crunch.edit',
  name: 'ApprovalEditBehaviour',
  extends: 'foam.core.crunch.edit.AbstractEditBehaviour',

  methods: [
    {
      name: 'maybeApplyEdit',
      javaCode: `
        // TODO
        return false;
      `
    }
  ]
});

