/**
 * @license
 * Copyright 2019 The FOAM Authors. All Rights Reserved.
 * http://www.apache.org/licenses/LICENSE-2.0
 */

foam.ENUM({
  package: 'foam.dashboard.model',
  name: 'VisualizationSize',
  values: [
    'tiny',
    'small',
    'smedium',
    'medium',
    'lmedium',
    'large',
    'xlarge'
  ]
});
