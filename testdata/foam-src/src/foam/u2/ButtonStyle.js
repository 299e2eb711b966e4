/**
 * @license
 * Copyright 2019 The FOAM Authors. All Rights Reserved.
 * http://www.apache.org/licenses/LICENSE-2.0
 */

foam.ENUM({
  package: 'foam.u2',
  name: 'ButtonStyle',

  values: [
    { name: 'UNSTYLED' },
    { name: 'PRIMARY' },
    { name: 'SECONDARY' },
    { name: 'TERTIARY' },
    { name: 'TEXT' },
    { name: 'LINK' },
    { name: 'BLACK' } 
  ]
});
