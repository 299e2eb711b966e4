/**
 * @license
 * Copyright 2022 The FOAM Authors. All Rights Reserved.
 * http://www.apache.org/licenses/LICENSE-2.0
 */

foam.INTERFACE({
  package: 'foam.core.theme',
  name: 'SubdomainAware',

  properties: [
    {
      class: 'String',
      name: 'subdomain'
    }
  ]
});
