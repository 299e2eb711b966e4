/**
 * @license
 * Copyright 2021 The FOAM Authors. All Rights Reserved.
 * http://www.apache.org/licenses/LICENSE-2.0
 */

foam.CLASS({
  package: 'foam.core.logger.benchmark',
  name: 'LoggerBenchmark',
  extends: 'foam.core.bench.Benchmark',

  javaImports: [
    'foam.lang.X',
    'foam.core.app.AppConfig',
    'foam.core.logger.Logger'
  ],

  properties: [
    {
      name: 'savedMode',
      class: 'Enum',
      of: 'foam.core.app.Mode'
    },
  ],

  methods: [
    {
      name: 'setup',
      args: [
        {
          name: 'x',
          type: 'X'
        },
      ],
      javaCode: `
      AppConfig config = (AppConfig) x.get("appConfig");
      setSavedMode(config.getMode());
      // Something such that file system is not used.
      config.setMode(foam.core.app.Mode.STAGING);
      `
    },
    {
      name: 'execute',
      args: [
        {
          name: 'x',
          type: 'X'
        },
      ],
      javaCode: `
    AppConfig config = (AppConfig) x.get("appConfig");
    Logger logger = (Logger) x.get("logger");
    logger.warning(this.getClass().getSimpleName(), "mode", config.getMode(), System.currentTimeMillis());
      `
    },
    {
      name: 'teardown',
      args: [
        {
          name: 'x',
          type: 'X'
        },
        {
          name: 'stats',
          type: 'Map'
        }
      ],
      javaCode: `
      AppConfig config = (AppConfig) x.get("appConfig");
      config.setMode(getSavedMode());
      `
    }
  ]
});
