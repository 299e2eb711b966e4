/**
 * @license
 * Copyright 2021 The FOAM Authors. All Rights Reserved.
 * http://www.apache.org/licenses/LICENSE-2.0
 */

foam.INTERFACE({
  package: 'foam.core.approval',
  name: 'CustomViewReferenceApprovable',

  methods: [
    {
      name: 'launchViewReference',
      flags: ['web']
    }
  ],
});
