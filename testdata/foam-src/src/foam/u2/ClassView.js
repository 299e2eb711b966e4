/**
 * @license
 * Copyright 2017 Google Inc. All Rights Reserved.
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
  package: 'foam.u2',
  name: 'ClassView',
  extends: 'foam.u2.TextField',

  documentation: 'View for editing a Class Property.',

  properties: [
    { class: 'Class', name: 'data' }
  ],

  methods: [
    function link() {
      this.attrSlot(null, null).relateFrom(
          this.data$,
          this.textToData.bind(this),
          this.dataToText.bind(this));
    },

    function dataToText(c) {
      return c ? c.id : '';
    },

    function textToData(text) {
      return text.trim();
    }
  ]
});
