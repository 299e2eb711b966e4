/**
 * @license
 * Copyright 2018 The FOAM Authors. All Rights Reserved.
 * http://www.apache.org/licenses/LICENSE-2.0
 */

foam.ENUM({
  package: 'foam.core.demo.relationship',
  name: 'CourseType',
  values: [
    'OPEN',
    'UNDERGRADUATE',
    'GRADUATE'
  ]
});
