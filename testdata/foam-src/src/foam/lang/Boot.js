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

/**
 FOAM Bootstrap
<p>
 FOAM uses Models to specify class definitions.
 The FOAM Model class is itself specified with a FOAM model, meaning
 that Model is defined in the same language which it defines.
 This self-modeling system requires some care to bootstrap, but results
 in a very compact, uniform, and powerful system.
<pre>

 FObject -> FObject Class                     Prototype
    ^                        +-.prototype---------^
    |                        |                    |
  Model  -> buildClass()  -> Class -> create() -> instance
</pre>
  FObject is the root model/class of all other classes, including Model.
  Abstract Class is the prototype of FObject's Class, which makes it the root of all Classes.
  From a Model we call buildClass() to create a Class (or the previously created Class) object.
  From the Class we call create() to create new instances of that class.
  New instances extend the classes prototype object, which is stored on the class as .prototype.
<pre>
  instance ---> .cls_   -> Object's Class
       |
       +------> .model_ -> Object's Model
</pre>
  All descendents of FObject have references to both their Model and Class.
    - obj.cls_ refers to an Object's Class
    - obj.model_ refers to an Object's Model

<p>  Classes also refer to their Model with .model_.

<p>  Model is its own definition:
<pre>
    Model.buildClass().create(Model) == Model
    Model.model_ === Model
</pre>
  Models are defined as a collection of Axioms.
  It is the responsibility of Axioms to install itself onto a Model's Class and/or Prototype.

<p>
  Axioms are defined with the following psedo-interface:
<pre>
    public interface Axiom {
      optional installInClass(cls)
      optional installInProto(proto)
    }
</pre>
  Ex. of a Model with one Axiom:
<pre>
  foam.CLASS({
    name: 'Sample',

    axioms: [
      {
        name: 'axiom1',
        installInClass: function(cls) { ... },
        installInProto: function(proto) { ... }
      }
    ]
  });
</pre>
  Axioms can be added either during the initial creation of a class and prototype,
  or anytime after.  This allows classes to be extended with new functionality,
  and this is very important to the bootstrap process because it allows us to
  start out with very simple definitions of Model and FObject, and then build
  them up until they're fully bootstrapped.
<p>
  However, raw axioms are rarely used directly. Instead we model higher-level
  axiom types, including:
<ul>
  <li>Requires   - Require other classes
  <li>Imports    - Context imports
  <li>Exports    - Context exports
  <li>Implements - Declare interfaces implemented / mix-ins mixed-in
  <li>Constants  - Add constants to the prototype and class
  <li>Properties - High-level instance variable definitions
  <li>Methods    - Prototype methods
  <li>Topics     - Publish/sub topics
  <li>Listeners  - Like methods, but with extra features for use as callbacks
</ul>

*/


/**
 Bootstrap support.

 Is discarded after use.
*/
foam.LIB({
  name: 'foam.boot',

  constants: {
    startTime: Date.now(),
  },

  methods: [
    /**
      Create or Update a Prototype from a Model definition.

      This will be added as a method on the Model class
      when it is eventually built.

      (Model is 'this').
    */
    function buildClass(x) {
      var context = x || this.__context__ || foam.__context__;
      var cls;

      if ( this.refines ) {
        if ( ! foam.checkFlags(this.flags ) ) {
          return context.lookup(this.refines);
        }

        cls = context.lookup(this.refines);
        foam.assert(cls, 'Unknown refinement class: ' + this.refines + ' in: ' + this.id);
      } else {
        foam.assert(this.name, 'Missing class name.', this);
        foam.assert(this.id, 'Missing class id: ', this.name);

        var parent = this.extends      ?
          context.lookup(this.extends) :
          foam.lang.FObject            ;

        foam.assert(parent, "Missing parent.", this.name);
        cls                  = parent.createSubClass_();
        cls.prototype.cls_   = cls;
        cls.prototype.model_ = this;
        cls.count_           = 0;            // Number of instances created
        cls.id               = this.id;
        cls.package          = this.package;
        cls.name             = this.name;
        cls.model_           = this;

        // Install an FObject on the class that we can use as a pub/sub hub.
        // We have to do this because classes aren't FObjects.
        // This is used to publish 'installAxiom' events to, so that descendents
        // properties know when they need to be re-installed.
        if ( cls !== foam.lang.FObject ) {
          cls.pubsub_ = foam.lang.FObject.create();

          // Relay 'installAxiom' events from parent class.
          parent.pubsub_ && parent.pubsub_.sub(
            'installAxiom',
            function(_, a1, a2, a3) {
              // When an axiom is installed on the parent, the child's axiom
              // cache needs to be cleared. Otherwise it will be stale if
              // previously accessed.
              // https://github.com/foam-framework/foam2/issues/1764
              cls.private_.axiomCache = {};

              cls.pubsub_.pub(a1, a2, a3);
            });
        }
      }

      cls.installModel(this);

      return cls;
    },

    function start() {
      /* Start the bootstrap process. */

      var buildClass = this.buildClass;

      // Will be replaced in phase2.
      foam.CLASS = function(m) {
        m.class = m.class || 'foam.lang.Model';

        m.id = m.package + '.' + m.name;
        var cls = buildClass.call(m);

        foam.assert(
          ! m.refines,
          'Refines is not supported in early bootstrap');

        foam.register(cls);

        return cls;
      };
      let l = localStorage?.getItem('localeLanguage') || foam.locale;
      var locale_;

      // Update foam.lang and foam.variant whenever foam.locale is set
      Object.defineProperty(
        foam,
        'locale',
        {
          get: function() { return locale_; },
          set: function(l) {
            locale_ = l;
            foam.language = l.substring(0,2);
            foam.variant  = l.substring(3);
          },
          configurable: false
        }
      );
      foam.locale = l;
      foam.xmsg   = globalThis.window && ( globalThis.window.location.href.indexOf('XMSG') != -1 );
    },

    /** Start second phase of bootstrap process. Called at end of Method.js. */
    function phase2() {
      // Add a pubsub to foam for class definitions
      foam.pubsub = foam.lang.FObject.create();

      // Upgrade to final CLASS() definition.
      /* Creates a Foam class from a plain-old-object definition:
          (1) Determine the class of model for the new class's model;
          (2) Construct and validate the new class's model;
          (3) Construct and validate the new class.
          @method CLASS
          @memberof module:foam */
      foam.CLASS = function(m, skipRegistration) {
        var cls   = m.class ? foam.lookup(m.class) : foam.lang.Model;
        var model = cls.create(m);

        // TODO: fix
        // model.validate();
        // cls was: class-for-model-construction;
        // cls is: class-constructed-from-model.
        cls = model.buildClass();
        // TODO: fix
        // cls.validate();

        if ( skipRegistration ) return cls;

        if ( ! m.refines ) {
          // Register class in global context.
          foam.register(cls);
          foam.pubsub.pub("defineClass", cls.id, cls);
        }

        return cls;
      };

      // Upgrade existing classes to real classes.
      for ( var key in foam.lang ) {
        var m = foam.lookup(key).model_;

        // classModel.buildClass() expects 'refines' if we are upgrading an
        // existing class.
        m.refines = m.id;

        foam.CLASS(m, true);
      }
    },

    function phase3() {
      /*
        Substitute foam.lang.installModel() with simpler axiom-only version.
        Called in EndBoot.js
      */
      foam.lang.FObject.installModel = function installModel(m) {
        if ( m.source ) m.axioms_.forEach(function(a) { a.source = m.source; });
        this.installAxioms(m.axioms_);
      };
    },

    function end() {
      /*
        Finish the bootstrap process, deleting foam.boot when done.
        Called in EndBoot.js
      */
      var Model = foam.lang.Model;

      // Update psedo-Models to real Models
      for ( var key in foam.lang ) {
        var c = foam.lang[key];
        c.prototype.model_ = c.model_ = Model.create(c.model_);
      }

      delete foam.boot;
    }
  ]
});


foam.boot.start();
