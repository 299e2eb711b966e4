/**
 * @license
 * Copyright 2019 The FOAM Authors. All Rights Reserved.
 * http://www.apache.org/licenses/LICENSE-2.0
 */

foam.ENUM({
  package: 'io.c9.ace',
  name: 'Theme',

  values: [
    {
      path: 'ace/theme/chrome',
      name: 'CHROME'
    },
    {
      path: 'ace/theme/clouds',
      name: 'CLOUDS'
    },
    {
      path: 'ace/theme/crimson_editor',
      name: 'CRIMSON_EDITOR'
    },
    {
      path: 'ace/theme/dawn',
      name: 'DAWN'
    },
    {
      path: 'ace/theme/dreamweaver',
      name: 'DREAMWEAVER'
    },
    {
      path: 'ace/theme/eclipse',
      name: 'ECLIPSE'
    },
    {
      path: 'ace/theme/github',
      name: 'GITHUB'
    },
    {
      path: 'ace/theme/iplastic',
      name: 'IPLASTIC'
    },
    {
      path: 'ace/theme/solarized_light',
      name: 'SOLARIZED_LIGHT'
    },
    {
      path: 'ace/theme/textmate',
      name: 'TEXTMATE'
    },
    {
      path: 'ace/theme/tomorrow',
      name: 'TOMORROW'
    },
    {
      path: 'ace/theme/xcode',
      name: 'XCODE'
    },
    {
      path: 'ace/theme/kuroir',
      name: 'KUROIR'
    },
    {
      path: 'ace/theme/katzenmilch',
      name: 'KATZEN_MILCH'
    },
    {
      path: 'ace/theme/sqlserver',
      name: 'SQL_SERVER'
    },
    {
      path: 'ace/theme/ambiance',
      name: 'AMBIANCE'
    },
    {
      path: 'ace/theme/chaos',
      name: 'CHAOS'
    },
    {
      path: 'ace/theme/clouds_midnight',
      name: 'CLOUDS_MIDNIGHT'
    },
    {
      path: 'ace/theme/dracula',
      name: 'DRACULA'
    },
    {
      path: 'ace/theme/cobalt',
      name: 'COBALT'
    },
    {
      path: 'ace/theme/gruvbox',
      name: 'GRUVBOX'
    },
    {
      path: 'ace/theme/gob',
      name: 'GREEN_ON_BLACK'
    },
    {
      path: 'ace/theme/idle_fingers',
      name: 'IDLE_FINGERS'
    },
    {
      path: 'ace/theme/kr_theme',
      name: 'KR_THEME'
    },
    {
      path: 'ace/theme/merbivore',
      name: 'MERBIVORE'
    },
    {
      path: 'ace/theme/merbivore_soft',
      name: 'MERBIVORE_SOFT'
    },
    {
      path: 'ace/theme/mono_industrial',
      name: 'MONO_INDUSTRIAL'
    },
    {
      path: 'ace/theme/monokai',
      name: 'MONOKAI'
    },
    {
      path: 'ace/theme/pastel_on_dark',
      name: 'PASTEL_ON_DARK'
    },
    {
      path: 'ace/theme/solarized_dark',
      name: 'SOLOARIZED_DARK'
    },
    {
      path: 'ace/theme/terminal',
      name: 'TERMINAL'
    },
    {
      path: 'ace/theme/tomorrow_night',
      name: 'TOMORROW_NIGHT'
    },
    {
      path: 'ace/theme/tomorrow_night_blue',
      name: 'TOMORROW_NIGHT_BLUE'
    },
    {
      path: 'ace/theme/tomorrow_night_bright',
      name: 'TOMORROW_NIGHT_BRIGHT'
    },
    {
      path: 'ace/theme/tomorrow_night_eighties',
      name: 'TOMORROW_NIGHT_EIGHTIES'
    },
    {
      path: 'ace/theme/twilight',
      name: 'TWILIGHT'
    },
    {
      path: 'ace/theme/vibrant_ink',
      name: 'VIBRANT_INK'
    }
  ],

  properties: [
    'path'
  ]
});
