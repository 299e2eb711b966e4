/**
 * @license
 * Copyright 2019 The FOAM Authors. All Rights Reserved.
 * http://www.apache.org/licenses/LICENSE-2.0
 */

foam.ENUM({
  package: 'org.chartjs',
  name: 'ChartSize',

  values: [
    'SMALL',
    'MEDIUM',
    'LARGE'
  ]
});
