/**
 * @license
 * Copyright 2025 The FOAM Authors. All Rights Reserved.
 * http://www.apache.org/licenses/LICENSE-2.0
 */

foam.ENUM({
  package: 'foam.core.reflow.dashboard',
  name: 'LegendPosition',

  documentation: 'Legend position options for charts',

  values: [
    { name: 'TOP', label: 'Top' },
    { name: 'RIGHT', label: 'Right' },
    { name: 'BOTTOM', label: 'Bottom' },
    { name: 'LEFT', label: 'Left' },
    // { name: 'CHARTAREA', label: 'Chart Area' }
  ]
});