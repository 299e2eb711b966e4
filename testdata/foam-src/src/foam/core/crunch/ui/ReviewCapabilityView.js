/**
 * @license
 * Copyright 2020 The FOAM Authors. All Rights Reserved.
 * http://www.apache.org/licenses/LICENSE-2.0
 */

foam.CLASS({
  package: 'foam.core.crunch.ui',
  name: 'ReviewCapabilityView',
  extends: 'foam.u2.View',

  requires: [
    'foam.core.crunch.ui.ReviewUCJView',
    'foam.u2.detail.SectionedDetailView'
  ],

  properties: [
    {
      name: 'capabilityId',
      class: 'Reference',
      of: 'foam.core.crunch.Capability',
      menuKeys: ['admin.capabilities']
    }
  ],

  methods: [
    function render() {
      this.SUPER();
      this
        .tag(this.ReviewUCJView, { data$: this.capabilityId$ })
        .tag(this.SectionedDetailView, {
          data$: this.data$
        })
        ;
    }
  ]
});
