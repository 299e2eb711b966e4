/**
 * @license
 * Copyright 2021 The FOAM Authors. All Rights Reserved.
 * http://www.apache.org/licenses/LICENSE-2.0
 */

 foam.CLASS({
  package: 'foam.core.crunch.lite.ruler',
  name: 'UCJApprovableValidateAction',

  documentation: `
    Handles calling the Validatable.validate(X) on a UCJ approvable
  `,

  javaImports: [
    'foam.lang.ContextAwareAgent',
    'foam.lang.FOAMException',
    'foam.lang.FObject',
    'foam.lang.X',
    'foam.dao.DAO',
    'foam.core.approval.Approvable',
    'foam.core.crunch.UserCapabilityJunction',
    'java.util.Map'
  ],

  implements: ['foam.core.ruler.RuleAction'],

  methods: [
    {
      name: 'applyAction',
      javaCode: `
        agency.submit(x, new ContextAwareAgent() {

          @Override
          public void execute(X x) {
            Approvable approvable = (Approvable) obj;
            DAO approvableDAO = (DAO) getX().get(approvable.getServerDaoKey());

            try {
              FObject objectInDAO = approvableDAO.find(approvable.getObjId());
              
              FObject objectWithDiff = objectInDAO.fclone();

              Map propsToUpdate = approvable.getPropertiesToUpdate();

              for ( Object propName : propsToUpdate.keySet() ){
                String propNameString = (String) propName;
                objectWithDiff.setProperty(propNameString,propsToUpdate.get(propNameString));
              }

              // validate the diff'd object so that the validators can update properties
              UserCapabilityJunction ucjWithDiff = (UserCapabilityJunction) objectWithDiff;
              ucjWithDiff.getData().validate(x);

              Map validatedPropsToUpdate = objectInDAO.diff(objectWithDiff);

              if ( ! validatedPropsToUpdate.isEmpty() ){
                propsToUpdate.putAll(validatedPropsToUpdate);
                approvableDAO.put_(getX(), approvable);
              }
            } catch (Exception e){
              throw new FOAMException(e);
            }
          }
        }, "Update approvable data with validate diff");
      `
    }
  ]
});
