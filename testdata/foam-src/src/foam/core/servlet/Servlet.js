/**
 * @license
 * Copyright 2018 The FOAM Authors. All Rights Reserved.
 * http://www.apache.org/licenses/LICENSE-2.0
 */

foam.INTERFACE({
  package: 'foam.core.servlet',
  name: 'Servlet',

  documentation: 'Modelled version of jakarta.servlet.Servlet for use on Client',

  javaImplements: [
    'jakarta.servlet.Servlet'
  ]
});
