/**
 * @license
 * Copyright 2022 The FOAM Authors. All Rights Reserved.
 * http://www.apache.org/licenses/LICENSE-2.0
 */

 foam.ENUM({
    package: 'foam.lang',
    name: 'OptionalBoolean',

    values: [
      {
        name: 'FALSE',
        label: 'False',
        ordinal: 0
      },
      {
        name: 'TRUE',
        label: 'True',
        ordinal: 1
      },
      {
        name: 'UNKNOWN',
        label: 'Unknown',
        ordinal: 2
      }
    ]
  });
