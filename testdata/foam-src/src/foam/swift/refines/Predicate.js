/**
 * @license
 * Copyright 2017 The FOAM Authors. All Rights Reserved.
 * http://www.apache.org/licenses/LICENSE-2.0
 */

foam.CLASS({
  package: 'foam.swift.refines',
  name: 'AbstractPredicateSwiftRefinement',
  refines: 'foam.mlang.predicate.AbstractPredicate',
  flags: ['swift'],
  methods: [
    function f() { },
  ],
});
