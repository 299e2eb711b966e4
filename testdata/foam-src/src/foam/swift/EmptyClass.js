/**
 * @license
 * Copyright 2017 The FOAM Authors. All Rights Reserved.
 * http://www.apache.org/licenses/LICENSE-2.0
 */

foam.CLASS({
  package: 'foam.swift',
  name: 'EmptyClass',
  flags: ['swift'],
  methods: [
    function toSwiftSource() { return ' ' },
  ]
});
