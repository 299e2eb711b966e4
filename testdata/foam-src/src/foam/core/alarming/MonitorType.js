foam.ENUM({
  package: 'foam.core.alarming',
  name: 'MonitorType',

  documentation: 'Types of monitoring',

  values: [
    { name: 'CONGESTION', label: 'Congestion monitoring' },
    { name: 'CREDENTIALS', label: 'Valid credentials monitoring' },
    { name: 'OTHER', label: 'Other OM Monitoring' },
    { name: 'CONTROLCHECK', label: 'Check expected vs actual' },
    { name: 'THRESHOLD', label: 'Checks if a threshold is exceeded' }
  ]
});
