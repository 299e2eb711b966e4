/**
 * @license
 * Copyright 2020 The FOAM Authors. All Rights Reserved.
 * http://www.apache.org/licenses/LICENSE-2.0
 */

foam.CLASS({
  name: 'AccessDeniedException',
  package: 'foam.core.auth',
  extends: 'foam.core.auth.AuthenticationException',
  javaGenerateDefaultConstructor: false,
  javaGenerateConvenienceConstructor: false,

  javaCode: `
    public AccessDeniedException() {
      super();
    }

    public AccessDeniedException(Throwable cause) {
      super(cause);
    }
  `
});
