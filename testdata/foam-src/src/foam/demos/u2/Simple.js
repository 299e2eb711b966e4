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

foam.CLASS({
  name: 'Something',

  requires: [
    'foam.util.Timer'
  ],

  properties: [
    {
      name: 'value',
      value: 'tick'
    },
    {
      class: 'Int',
      name: 'second',
      expression: function(timer$second) { return timer$second; }
    },
    {
      name: 'timer',
      hidden: true,
      factory: function() {
        return this.Timer.create();
      }
    }
  ],

  methods: [
    function init() {
      this.timer.start();
      this.timer.propertyChange.sub('second', this.onTimer);
      // This would do the same thing but with less code:
      // this.timer.second$.sub(this.onTimer);
    }
  ],

  listeners: [
    function onTimer() {
      this.value = this.value === 'tick' ? 'tock' : 'tick';
    }
  ]
});


var timer = foam.util.Timer.create();
timer.start();

var E = foam.__context__.E.bind(foam.__context__);

var e13 = E('div').add(
  'dynamic value (timer.i): ', timer.i$);
e13.write();
