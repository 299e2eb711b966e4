/**
 * @license
 * Copyright 2019 The FOAM Authors. All Rights Reserved.
 * http://www.apache.org/licenses/LICENSE-2.0
 */

foam.INTERFACE({
  package: 'foam.core.auth',
  name: 'LifecycleAware',

  properties: [
    {
      class: 'Enum',
      of: 'foam.core.auth.LifecycleState',
      name: 'lifecycleState',
      value: 'PENDING',
      writePermissionRequired: true
    }
  ]
});
