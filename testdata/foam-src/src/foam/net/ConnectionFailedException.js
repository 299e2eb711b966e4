/**
 * @license
 * Copyright 2018 The FOAM Authors. All Rights Reserved.
 */

foam.CLASS({
  package :'foam.net',
  name: 'ConnectionFailedException',
  extends: 'foam.net.NetworkException'
});
