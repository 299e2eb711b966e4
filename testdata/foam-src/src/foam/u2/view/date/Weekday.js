/**
 * @license
 * Copyright 2019 The FOAM Authors. All Rights Reserved.
 * http://www.apache.org/licenses/LICENSE-2.0
 */

foam.ENUM({
  package: 'foam.u2.view.date',
  name: 'Weekday',
  values: [
    { name: 'SU', label: 'Su' },
    { name: 'MO', label: 'Mo' },
    { name: 'TU', label: 'Tu' },
    { name: 'WE', label: 'We' },
    { name: 'TH', label: 'Th' },
    { name: 'FR', label: 'Fr' },
    { name: 'SA', label: 'Sa' }
  ]
});
