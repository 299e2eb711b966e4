/**
 * @license
 * Copyright 2019 The FOAM Authors. All Rights Reserved.
 * http://www.apache.org/licenses/LICENSE-2.0
 */

foam.CLASS({
  package: 'foam.lang',
  name: 'FObjectTest',
  extends: 'foam.core.test.Test',

  documentation: 'FObject interface tests',

  javaImports: [
    'foam.core.auth.User'
  ],

  methods: [
    {
      name: 'runTest',
      javaCode: `
        User input = new User.Builder(x).setId(1000L)
          .setFirstName("FOAM")
          .setLastName("USER")
          .build();

        FObject_fclone_ClonedObjectEqualsOriginal(input);
      `
    },
    {
      name: 'FObject_fclone_ClonedObjectEqualsOriginal',
      args: [
        { type: 'FObject', name: 'input' }
      ],
      javaCode: `
        test(input.equals(input.fclone()), "Cloned FObject equals original FObject");
      `
    }
  ]
});
