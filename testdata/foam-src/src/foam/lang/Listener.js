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
  Listeners are high-level pre-bound event call-backs.
<pre>
  Ex.
  foam.CLASS({
    name: 'Sprinkler',
    listeners: [

      // short-form
      function onAlarm() { ... },

      // long-form
      {
        name: 'onClear',
        isMerged: true, // optional, could also be isFramed: or isIdled:
        delay: 160,
        on: [ 'this.propertyChange.prop1', 'data.propChange' ], // optional
        code: function() { ... }
      }
    ]
  });
</pre>
  You might use the above onAlarm listener like this:
  alarm.ring.sub(sprinker.onAlarm);
<p>
  Notice, that normally JS methods forget which object they belong
  to so you would need to do something like:
    <pre>alarm.ring.sub(sprinker.onAlarm.bind(sprinkler));</pre>
  But listeners are pre-bound.
<p>
  If on: is specified, each listed topic is subscribed to and the listener
  is called whenever an event is fired. If the first part of the topic is
  either 'this' or '', then the subscription is on 'this', otherwise it is
  on this[firstWord], for example, 'data.propertyChange' would listen to
  the 'propertyChange' topic on this.data.
*/
// TODO(kgr): Add SUPER support.
foam.CLASS({
  package: 'foam.lang',
  name: 'Listener',
  extends: 'foam.lang.AbstractMethod',

  requires: [
    'foam.lang.Argument',
  ],

  properties: [
    { class: 'Boolean', name: 'isFramed',   value: false },
    { class: 'Boolean', name: 'isMerged',   value: false },
    { class: 'Boolean', name: 'isIdled',    value: false },
    { class: 'Int',     name: 'delay',      value: 16, units: 'ms' },
    // legacy support, aliases to 'delay'
    { class: 'Int',     name: 'mergeDelay', value: 16,
      getter: function() { return this.delay; },
      setter: function(v) { this.delay = v; }
    },
    {
      class: 'FObjectArray',
      of: 'foam.lang.Argument',
      name: 'args',
      factory: function() {
        return [
          this.Argument.create({
            name: 'sub',
            type: 'Detachable'
          })
        ];
      }
    },
    {
      class:  'StringArray',
      name: 'on',
      adapt: function(_, v, prop) {
        if ( Array.isArray(v) )
          return v;
        return v.split(',');
      }
    }
  ],

  methods: [
    function installInProto(proto, superAxiom) {
      // This can happen when there's no js implementation of a listener.
      if ( ! this.code ) return;

      foam.assert(
        ! superAxiom ||
          foam.lang.Listener.isInstance(superAxiom),
        'Attempt to override non-listener', this.name);

      var name     = this.name;
      var code     = this.override_(proto, foam.Function.setName(this.code, name), superAxiom);
      var isMerged = this.isMerged;
      var isIdled  = this.isIdled;
      var isFramed = this.isFramed;
      var delay    = this.delay;

      var obj = Object.defineProperty(proto, name, {
        get: function listenerGetter() {
          if ( this.cls_.prototype === this ) return code;

          if ( ! this.hasOwnPrivate_(name) ) {
            var self = this;
            var l = function() {
              // Don't deliver stale notifications after an object has been detached.
              if ( ! self.isDetached() ) return code.apply(self, arguments);
            };

            if ( isMerged ) {
              l = this.__context__.merged(l, delay);
            } else if ( isIdled ) {
              l = this.__context__.idled(l, delay);
            } else if ( isFramed ) {
              l = this.__context__.framed(l);
            }
            this.setPrivate_(name, l);
          }

          return this.getPrivate_(name);
        },
        configurable: true,
        enumerable: false
      });
    },
    function initObject(obj) {
      if ( this.on.length > 0 ) {
        var listener = obj[this.name];
        for ( var i = 0 ; i < this.on.length ; i++ ) {
          var o       = this.on[i].split('.');
          var prop    = o.shift();
          var topic   = o;
          var subject = prop === 'this' || ! prop ? obj : obj[prop];
          if ( subject ) {
            var sub = subject.sub.apply(subject, topic.concat(listener));
            if ( obj !== subject ) obj.onDetach(sub);
          }
        }
      }
    }
  ]
});


foam.CLASS({
  refines: 'foam.lang.Model',
  package: 'foam.lang',
  name: 'ListenerModelRefine',
  properties: [
    {
      class: 'AxiomArray',
      of: 'Listener',
      name: 'listeners',
      adaptArrayElement: function(o) {
        if ( typeof o === 'function' ) {
          var name = foam.Function.getName(o);
          foam.assert(name, 'Listener must be named');
          return foam.lang.Listener.create({name: name, code: o});
        }

        return foam.lang.Listener.isInstance(o) ?
          o :
          foam.lang.Listener.create(o) ;
      }
    }
  ]
});
