/**
 * @license
 * Copyright 2018 The FOAM Authors. All Rights Reserved.
 */

foam.CLASS({
  package: 'foam.core.dig.exception',
  name: 'GeneralException',
  extends: 'foam.core.dig.exception.DigErrorMessage',

  javaCode: `
    public GeneralException(String message) {
      super(message);
    }
  `,

  properties: [
    {
      class: 'String',
      name: 'status',
      value: '400'
    },
    {
      class: 'String',
      name: 'errorCode',
      value: '1008'
    }
  ]
});
