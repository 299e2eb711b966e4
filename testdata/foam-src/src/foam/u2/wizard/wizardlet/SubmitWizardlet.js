/**
 * @license
 * Copyright 2021 The FOAM Authors. All Rights Reserved.
 * http://www.apache.org/licenses/LICENSE-2.0
 */

foam.CLASS({
  package: 'foam.u2.wizard.wizardlet',
  name: 'SubmitWizardlet',
  extends: 'foam.core.crunch.ui.CapabilityWizardlet',

  imports: [
    'wizardlets'
  ],

  properties: [
    ['isVisible', false],
    {
      name: 'of',
      value: 'foam.lang.RequiredBooleanHolder'
    },
    {
      name: 'sections',
      factory: function () {
        return [];
      }
    },
    {
      name: 'isValid',
      value: true
    }
  ],

  actions: [
    {
      class: 'foam.u2.wizard.axiom.WizardAction',
      name: 'submit',
      code: function (x) {
        let availableWizardlets = this.wizardlets.filter(w => w.isAvailable);
        for ( let i in availableWizardlets ) {
          if ( ! availableWizardlets[i].isValid ) return;
        }
        this.data.value = true;
      }
    }
  ]
});
