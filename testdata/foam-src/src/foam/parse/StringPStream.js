/**
 * @license
 * Copyright 2019 The FOAM Authors. All Rights Reserved.
 * http://www.apache.org/licenses/LICENSE-2.0
 */

foam.CLASS({
  package: 'foam.parse',
  name: 'StringPStream',
  implements: [ 'foam.parse.JSPStream' ],

  documentation: "Doesn't take arguments in create(). Must call setString() to initialize.",

  properties: [
    {
      name: 'str',
      class: 'Simple'
    },
    {
      name: 'pos',
      class: 'Simple'
    },
    {
      name: 'head',
      getter: function() {
        return this.str[0][this.pos];
      }
    },
    {
      name: 'tail',
      getter: function() {
        if ( ! this.instance_.tail ) {
          var ps   = this.cls_.create();
          ps.str   = this.str;
          ps.pos   = this.pos + 1;
          ps.apply = this.apply;
          this.instance_.tail = ps;
        }
        return this.instance_.tail;
      },
      setter: function(value) {
        this.instance_.tail = value;
      }
    },
    {
      name: 'valid',
      getter: function() {
        return this.pos < this.str[0].length;
      }
    },
    {
      name: 'value',
      setter: function(value) { this.instance_.value = value; },
      getter: function() {
        return this.instance_.value !== undefined ?
          this.instance_.value :
          this.str[0].charAt(this.pos - 1);
      }
    }
  ],

  methods: [
    function initArgs(args) {
      if ( args ) {
        if ( args.apply ) this.apply = args.apply;
        if ( args.str   ) this.setString(args.str);
        else this.setString("");
      }
    },

    function setValue(value) {
      // Force undefined values to null so that hasOwnProperty checks are faster.
      if ( value === undefined ) value = null;
      var ps = this.cls_.create();
      ps.str   = this.str;
      ps.pos   = this.pos;
      ps.tail  = this.tail;
      ps.apply = this.apply;
      ps.value = value;
      return ps;
    },

    function setString(s) {
      if ( ! this.pos   ) this.pos = 0;
      if ( ! this.str   ) this.str = [];
      if ( ! this.apply ) this.apply = function(p, obj) { return p.parse(this, obj); };
      this.str[0] = s;
    },

    function substring(end) {
      foam.assert(this.str === end.str && end.pos >= this.pos,
        'Cannot make substring: end PStream is not a tail of this.');

      return this.str[0].substring(this.pos, end.pos);
    },

    function compareTo(o) {
      return this.pos - o.pos;
    },

    function toString() {
      return `StringPStream({str: ${this.str[0]}, pos: ${this.pos}, value: ${this.value}})`;
    }
  ]
});
