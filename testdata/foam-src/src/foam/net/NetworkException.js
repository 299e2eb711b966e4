foam.CLASS({
  package: 'foam.net',
  name: 'NetworkException',
  implements: ['foam.lang.Exception'],
});
