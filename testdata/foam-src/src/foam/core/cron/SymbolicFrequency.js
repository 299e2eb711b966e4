/**
  * @license
  * Copyright 2022 The FOAM Authors. All Rights Reserved.
  * http://www.apache.org/licenses/LICENSE-2.0
  */

 foam.ENUM({
   package: 'foam.core.cron',
   name: 'SymbolicFrequency',

   values: [
     { name: 'FIRST',        label: 'First' },
     { name: 'SECOND',       label: 'Second' },
     { name: 'THIRD',        label: 'Third' },
     { name: 'BEFORE_LAST',  label: 'Before Last' },
     { name: 'LAST',         label: 'Last' }
   ]
 });
