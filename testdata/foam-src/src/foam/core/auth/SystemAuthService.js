/**
 * @license
 * Copyright 2019 The FOAM Authors. All Rights Reserved.
 * http://www.apache.org/licenses/LICENSE-2.0
 */

foam.CLASS({
  package: 'foam.core.auth',
  name: 'SystemAuthService',
  extends: 'foam.core.auth.ProxyAuthService',

  javaImports: [
    'foam.lang.Detachable',
    'foam.dao.DAO',
    'foam.dao.Sink',
    'foam.core.auth.Group',
    'java.util.Map',
    'java.util.concurrent.ConcurrentHashMap',
    'javax.security.auth.AuthPermission',
    'static foam.mlang.MLang.TRUE'
  ],

  properties: [
    {
      class: 'Map',
      name: 'cache',
      javaType: 'Map<String, Boolean>',
      javaFactory: `
        return new ConcurrentHashMap<String, Boolean>();
      `
    }
  ],

  methods: [
    {
      name: 'init',
      javaCode: `
        DAO groupPermissionJunctionDAO = (DAO) getX().get("groupPermissionJunctionDAO");

        if ( groupPermissionJunctionDAO == null ) return;

        Map<String, Boolean> cache = ( Map<String, Boolean> ) getCache();
        groupPermissionJunctionDAO.listen(new Sink() {
          public void put(Object obj, Detachable sub) {
            cache.clear();
          }
          public void remove(Object obj, Detachable sub) {
            cache.clear();
          }
          public void eof() {
          }
          public void reset(Detachable sub) {
            cache.clear();
          }
        }, TRUE);
      `
    },
    {
      name: 'check',
      javaCode: `
        User user = ((Subject) x.get("subject")).getUser();
        Group group = (Group) x.get("group");
        if ( user != null && user.getId() == foam.core.auth.User.SYSTEM_USER_ID ) {
          return true;
        }

        return isAdmin(x, group) || getDelegate().check(x, permission);
      `
    },
    {
      name: 'isAdmin',
      javaType: 'Boolean',
      args: 'Context x, foam.core.auth.Group group',
      javaCode: `
        if ( group == null ) return false;

        AuthService auth = (AuthService) x.get("auth");
        Map<String, Boolean> cache = getCache();
        var groupCache = cache.get(group.getId());
        if ( groupCache == null ) {
          boolean isSuper = auth.checkGroup(getX(), group.getId(), "*");
          cache.put(group.getId(), isSuper);
          return isSuper;
        }

        return groupCache;
      `
    }
  ]
});
