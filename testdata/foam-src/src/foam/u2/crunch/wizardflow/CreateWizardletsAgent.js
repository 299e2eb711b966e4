/**
 * @license
 * Copyright 2020 The FOAM Authors. All Rights Reserved.
 * http://www.apache.org/licenses/LICENSE-2.0
 */

foam.CLASS({
  package: 'foam.u2.crunch.wizardflow',
  name: 'CreateWizardletsAgent',
  implements: [
    'foam.lang.ContextAgent'
  ],
  documentation: `
    Creates wizardlets corresponding to the capabilities in context. A
    capability may have up to two wizardlets - one appearing before its
    prerequisites, and one appearing after.
  `,

  imports: [
    'capabilities?',
    'getWAO' // Provided by WAOSettingAgent
  ],

  exports: [
    'wizardlets'
  ],

  requires: [
    'foam.core.crunch.MinMaxCapability',
    'foam.core.crunch.ui.CapableWAO',
    'foam.core.crunch.ui.PrerequisiteAwareWizardlet',
    'foam.u2.wizard.wao.NullWAO',
    'foam.u2.wizard.wao.ProxyWAO'
  ],

  properties: [
    {
      name: 'wizardlets',
      class: 'FObjectArray',
      of: 'foam.u2.wizard.wizardlet.Wizardlet'
    }
  ],

  methods: [
    async function execute() {
      if ( ! this.capabilities?.length ) return;
      this.wizardlets = await this.parseArrayToWizardlets(this.capabilities);
    },
    async function parseArrayToWizardlets(array, parent) {
      var capabilityDesired = array[array.length - 1];
      var capabilityPrereqs = array.slice(0, -1);
      var wizardlets = [];

      var rootWizardlet = this.getWizardlet(capabilityDesired);
      var beforeWizardlet = this.getWizardlet(capabilityDesired, true);

      if ( beforeWizardlet ){
        beforeWizardlet.isAvailable$.follow(rootWizardlet.isAvailable$);
        rootWizardlet.data$ = beforeWizardlet.data$;
      }

      var addPrerequisite = (wizardlet) => {
        var defaultPrerequisiteHandling = true;
        var preventPush = false;

        if ( this.isPrerequisiteAware(rootWizardlet) ) {
          preventPush = rootWizardlet.addPrerequisite(wizardlet);
          defaultPrerequisiteHandling = false;
        }

        if ( beforeWizardlet && this.isPrerequisiteAware(beforeWizardlet) ) {
          preventPush = beforeWizardlet.addPrerequisite(wizardlet);
          defaultPrerequisiteHandling = false;
        }

        if ( defaultPrerequisiteHandling )
          wizardlet.isAvailable$.follow(rootWizardlet.isAvailable$);

        return preventPush;
      }

      for ( let capability of capabilityPrereqs ) {
        if ( Array.isArray(capability) ) {
          let subWizardlets = await this.parseArrayToWizardlets(capability);
          let preventPush =
            addPrerequisite(subWizardlets[subWizardlets.length - 1]);
          if ( ! preventPush ) wizardlets.push(...subWizardlets);
          continue;
        }
        let wizardlet = this.getWizardlet(capability);
        let preventPush = addPrerequisite(wizardlet);
        if ( ! preventPush ) wizardlets.push(wizardlet);
      }

      if ( beforeWizardlet ) wizardlets.unshift(beforeWizardlet);
      wizardlets.push(rootWizardlet);
      return wizardlets;
    },
    function getWizardlet(capability, isBefore) {
        let wizardlet = capability[isBefore ? 'beforeWizardlet' : 'wizardlet'];
        if ( ! wizardlet ) return null;
        wizardlet = wizardlet.clone(this.__subContext__);

        // TODO: check if there are still models dependiing on this behaviour
        wizardlet.copyFrom({ capability: capability });

        var wao = wizardlet.wao;
        while ( this.ProxyWAO.isInstance(wao) ) {
          // If there's already something at the end, don't replace it
          if ( ! wao.delegate || this.NullWAO.isInstance(wao.delegate) ) {
            wao.delegate = this.getWAO();
            break;
          }
          wao = wao.delegate;
        }

        return wizardlet;
    },
    function isPrerequisiteAware(wizardlet) {
      return this.PrerequisiteAwareWizardlet.isInstance(wizardlet);
    },
  ]
});
