/**
 * @license
 * Copyright 2020 The FOAM Authors. All Rights Reserved.
 * http://www.apache.org/licenses/LICENSE-2.0
 */

foam.CLASS({
  package: 'foam.core.google.api.auth',
  name: 'GoogleApiAuthService',

  javaImports: [
    'com.google.api.client.auth.oauth2.Credential',
    'com.google.api.client.extensions.java6.auth.oauth2.AuthorizationCodeInstalledApp',
    'com.google.api.client.extensions.jetty.auth.oauth2.LocalServerReceiver',
    'com.google.api.client.googleapis.auth.oauth2.GoogleAuthorizationCodeFlow',
    'com.google.api.client.googleapis.auth.oauth2.GoogleClientSecrets',
    'com.google.api.client.http.javanet.NetHttpTransport',
    'com.google.api.client.json.JsonFactory',
    'com.google.api.client.json.jackson2.JacksonFactory',
    'com.google.api.client.util.store.FileDataStoreFactory',

    'foam.lang.X',
    'foam.dao.DAO',
    'foam.core.app.AppConfig',
    'foam.core.logger.Logger',
    'foam.core.logger.PrefixLogger',

    'java.io.FileInputStream',
    'java.io.IOException',
    'java.io.InputStreamReader',
    'jakarta.servlet.http.HttpServletRequest',
    'java.util.Arrays',
    'java.util.List'
  ],

  constants: [
    {
      name: 'JSON_FACTORY',
      javaType: 'com.google.api.client.json.JsonFactory',
      javaValue: `JacksonFactory.getDefaultInstance();`
    }
  ],

  javaCode: `
    protected Logger getLogger(X x) { return new PrefixLogger(new Object[] { this.getClass().getSimpleName() }, (Logger) x.get("logger")); }
  `,

  methods: [
    {
      name: 'getCredentials',
      javaType: 'com.google.api.client.auth.oauth2.Credential',
      args: [
        {
          name: 'x',
          type: 'Context',
        },
        {
          name: 'HTTP_TRANSPORT',
          javaType: 'com.google.api.client.http.javanet.NetHttpTransport'
        },
        {
          name: 'scopes',
          javaType: 'List<String>'
        }
      ],
      javaThrows: [
        'java.io.IOException'
      ],
      javaCode: `
        HttpServletRequest req = (HttpServletRequest)x.get(HttpServletRequest.class);
        GoogleApiCredentials credentialsConfig = (GoogleApiCredentials) ((DAO)getX().get("googleApiCredentialsDAO")).find(req.getServerName());

        if ( credentialsConfig == null ) {
          getLogger(x).error("Missing GoogleApiCredential for " + req.getServerName());
          return null;
        }

        GoogleClientSecrets.Details details = new GoogleClientSecrets.Details()
                .setClientId(credentialsConfig.getClientId())
                .setClientSecret(credentialsConfig.getClientSecret())
                .setAuthUri(credentialsConfig.getAuthUri())
                .setTokenUri(credentialsConfig.getTokenUri())
                .setRedirectUris(Arrays.asList(credentialsConfig.getRedirectUris()));

        GoogleClientSecrets clientSecrets = new GoogleClientSecrets().setInstalled(details);
        GoogleAuthorizationCodeFlow flow = new GoogleAuthorizationCodeFlow.Builder(
                  HTTP_TRANSPORT, JSON_FACTORY, clientSecrets, scopes)
                  .setDataStoreFactory(new FileDataStoreFactory(new java.io.File(credentialsConfig.getTokensFolderPath() + "/tokens/")))
                  .build();

        LocalServerReceiver receiver = new LocalServerReceiver.Builder().setPort(credentialsConfig.getPort()).build();
        return new AuthorizationCodeInstalledApp(flow, receiver).authorize("user");
      `
    },
    {
      name: 'addHttpTimeout',
      javaType: [
        'com.google.api.client.http.HttpRequestInitializer'
      ],
      args: [
        {
          final: true,
          name: 'requestInitializer',
          javaType: 'com.google.api.client.http.HttpRequestInitializer'
        }
      ],
      javaCode: `
      return new com.google.api.client.http.HttpRequestInitializer() {
        @Override
        public void initialize(com.google.api.client.http.HttpRequest httpRequest) throws IOException {
          requestInitializer.initialize(httpRequest);
          httpRequest.setConnectTimeout(60000);
          httpRequest.setReadTimeout(3 * 60000);
        }
      };
      `
    }
  ]
});
