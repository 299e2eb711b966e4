/**
 * @license
 * Copyright 2019 The FOAM Authors. All Rights Reserved.
 * http://www.apache.org/licenses/LICENSE-2.0
 */

foam.ENUM({
  package: 'foam.u2.view.date',
  name: 'Month',
  values: [
    { name: 'JAN', label: 'January' },
    { name: 'FEB', label: 'February' },
    { name: 'MAR', label: 'March' },
    { name: 'APR', label: 'April' },
    { name: 'MAY', label: 'May' },
    { name: 'JUN', label: 'June' },
    { name: 'JUL', label: 'July' },
    { name: 'AUG', label: 'August' },
    { name: 'SEP', label: 'September' },
    { name: 'OCT', label: 'October' },
    { name: 'NOV', label: 'November' },
    { name: 'DEC', label: 'December' }
  ]
});
