/**
 * @license
 * Copyright 2016 Google Inc. All Rights Reserved.
 *
 * Licensed under the Apache License, Version 2.0 (the "License");
 * you may not use this file except in compliance with the License.
 * You may obtain a copy of the License at
 *
 *     http://www.apache.org/licenses/LICENSE-2.0
 *
 * Unless required by applicable law or agreed to in writing, software
 * distributed under the License is distributed on an "AS IS" BASIS,
 * WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
 * See the License for the specific language governing permissions and
 * limitations under the License.
 */

/** Class/Prototype description. */
foam.CLASS({
  package: 'foam.lang',
  name: 'Model',

  documentation: 'A Class Model (description).',

  properties: [
    {
      name: 'id',
      hidden: true,
      transient: true,
      getter: function() {
        return this.package ? this.package + '.' + this.name : this.name;
      }
    },
    'abstract',
    {
      name: 'package',
      factory: function() {
        if ( this.refines ) {
          var i = this.refines.lastIndexOf('.');
          return i == -1 ? '' : this.refines.substring(0, i);
        }
        return '';
      }
    },
    {
      name: 'name',
      factory: function() {
        if ( this.refines ) {
          var i = this.refines.lastIndexOf('.');
          return i == -1 ? this.refines : this.refines.substring(i+1);
        }
        return '';
      }
    },
    [ 'extends', 'FObject' ],
    'javaExtends',
    'refines',
    {
      name: 'flags',
      documentation: `
        When set, marks the model with the given flags. This can be used for
        things like stripping out platform specific models when building.
      `
    },
    {
      name: 'label',
      expression: function(name, id) {
        return foam.String.labelize(name_);
      }
    },
    { name: 'order', hidden: true, documentation: 'Order Model is used.' },
    {
      name: 'documentation',
      adapt: function(_, d) {
        return typeof d === 'function' ? foam.String.multiline(d).trim() : d;
      }
    },
    {
      // List of all axioms, including methods, properties, listeners,
      // etc. and 'axioms'.
      name: 'axioms_',
      transient: true,
      hidden: true,
      factory: function() { return []; }
    },
    {
      // List of extra axioms. Is added to axioms_.
      name: 'axioms',
      hidden: true,
      factory: function() { return []; },
      postSet: function(_, a) { this.axioms_.push.apply(this.axioms_, a); },
      adapt: function(_, v) {
        if ( ! Array.isArray(v) ) return v;
        var copy;
        for ( var i = 0 ; i < v.length ; i++ ) {
          if ( v[i].class ) {
            if ( ! copy ) copy = v.slice();
            copy[i] = foam.lookup(v[i].class).create(v[i]);
          }
        }
        return copy || v;
      }
    },
    {
      // Is upgraded to an AxiomArray later.
      of: 'Property',
      name: 'properties'
    },
    {
      // Is upgraded to an AxiomArray later.
      of: 'Method',
      name: 'methods'
    }
  ],

  methods: [
    foam.boot.buildClass
  ]
});
