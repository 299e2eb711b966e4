/**
* @license
* Copyright 2024 The FOAM Authors. All Rights Reserved.
* http://www.apache.org/licenses/LICENSE-2.0
*/


foam.INTERFACE({
  package: 'foam.core.client',
  name: 'ClientBuilderService',

  client: true,
  skeleton: true,
  proxy: true,

  methods: [
    {
      name: 'getFullClient',
      args: 'Context x, foam.mlang.sink.Projection proj',
      // Returns a map of subject, theme, appConfig and available nspecs
      type: 'java.util.Map',
      async: true
    },
    {
      name: 'getClient',
      // TODO: maybe let client add a query
      args: 'Context x, foam.mlang.sink.Projection proj',
      // Returns a Projection of available nspecs
      type: 'foam.mlang.sink.Projection',
      async: true
    },
    {
      name: 'getAppConfig',
      args: 'Context x',
      type: 'foam.core.app.AppConfig',
      async: true
    },
    {
      name: 'getTheme',
      args: 'Context x',
      type: 'foam.core.theme.Theme',
      async: true
    },
    {
      name: 'getSubject',
      args: 'Context x',
      type: 'foam.core.auth.Subject',
      async: true
    }
  ]
});


foam.CLASS({
  package: 'foam.core.client',
  name: 'BaseClientBuilderService',

  implements: [
    'foam.core.client.ClientBuilderService'
  ],

  javaImports: [
    'foam.core.auth.AuthService',
    'foam.core.theme.Theme',
    'foam.core.theme.Themes',
    'foam.core.auth.Subject',
    'foam.dao.DAO',
    'foam.dao.ArraySink',
    'foam.core.logger.Loggers',
    'foam.mlang.sink.Projection',
    'foam.mlang.Expr',
    'java.util.ArrayList',
    'static foam.mlang.MLang.*',
    'java.util.HashMap',
    'java.util.Map',
    'foam.core.boot.CSpec',
    'foam.core.logger.Logger',
    'foam.core.app.AppConfig',
    'foam.core.session.Session',
    'foam.core.auth.AuthenticationException'
  ],

  methods: [
    {
      name: 'getFullClient',
      args: 'Context x, foam.mlang.sink.Projection proj',
      type: 'java.util.Map',
      async: true,
      javaCode: `
        Subject sub     = getSubject(x);
        Session session = x.get(Session.class);

        // Use session context going forward as the user might have been assigned a new session
        foam.lang.X newX = session.getContext();

        Theme theme = getTheme(newX);

        AppConfig appConfig = getAppConfig(newX);

        DAO cSpecDAO = ((DAO) x.get("cSpecDAO")).inX(newX);
        cSpecDAO.where(EQ(CSpec.SERVE, true)).select(proj);

        Map<String, Object> retMap = new HashMap<>();
        if ( sub != null ) {
          retMap.put("subject", sub);
        }
        if ( appConfig != null ) {
          retMap.put("appConfig", appConfig);
        }
        if ( theme != null ) {
          retMap.put("theme", theme);
        }
        if ( proj != null) {
          retMap.put("cSpecs", proj);
        }
        return retMap;
      `
    },
    {
      name: 'getClient',
      // TODO: maybe let client add a query
      args: 'Context x, foam.mlang.sink.Projection proj',
      type: 'foam.mlang.sink.Projection',
      async: true,
      javaCode: `
        // Required as a new session might need to authorize an anon user which changed context to select in
        Subject sub     = getSubject(x);
        Session session = x.get(Session.class);
        // Use session context going forward as the user might have been assigned a new session
        foam.lang.X newX = session.getContext();
        DAO cSpecDAO = ((DAO) x.get("cSpecDAO")).inX(newX);
        cSpecDAO.where(EQ(CSpec.SERVE, true)).select(proj);
        // Figure out why this doesnt work
        // java.util.List<Object[]> specs = proj.getArray();
        return proj;
      `
    },
    {
      name: 'getAppConfig',
      args: 'Context x',
      type: 'foam.core.app.AppConfig',
      async: true,
      javaCode: `
        return (foam.core.app.AppConfig) x.get("appConfig");
      `
    },
    {
      name: 'getTheme',
      args: 'Context x',
      type: 'foam.core.theme.Theme',
      async: true,
      javaCode: `
        Session session = x.get(Session.class);
        return (Theme) ((Themes) x.get("themes")).findTheme(session.getContext());
      `
    },
    {
      name: 'getSubject',
      args: 'Context x',
      type: 'foam.core.auth.Subject',
      async: true,
      javaCode: `
        AuthService auth = (AuthService) x.get("auth");
        try {
          return (Subject) auth.getCurrentSubject(x);
        } catch ( AuthenticationException e ) {
          /*
           * No-op:
           * Suppress auth exceptions as it is normal to request and
           * not find a subject for a new session
          */
          // foam.core.logger.Loggers.logger(x, this).warning("Subject not found", e);
          return null;
        }
      `
    }
  ]
});
