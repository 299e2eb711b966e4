/**
 * @license
 * Copyright 2018 The FOAM Authors. All Rights Reserved.
 * http://www.apache.org/licenses/LICENSE-2.0
 */

foam.CLASS({
  package: 'foam.support.model',
  name: 'Ticket',

  documentation: 'Ticket Model',

  javaImports: [
    'java.util.Date'
  ],

  tableColumns: [
    'id', 'requestorEmail', 'subject', 'createdAt', 'status'
  ],

  exports: [
    'subject'
  ],

  properties: [
    {
      class: 'Long',
      name: 'id',
      visibility: 'RO',
      label:'Ticket ID'
    },
    {
      class: 'String',
      name: 'requestorEmail'
    },
    {
      class: 'String',
      name: 'requestorName'
    },
    {
      class: 'String',
      name: 'subject',
      label: 'Subject',
    },
    {
      class: 'Date',
      name: 'createdAt',
      visibility: 'RO',
      label: 'Time',
      factory: function() {
          return new Date();
      },
      javaFactory: 'return new Date();',
      tableCellFormatter: function(state, obj, rel) {
        if ( ! state ) return;
        var month = state.toLocaleString(foam.locale, { month: 'short' });
        var date = state.getDate();
        var year = state.getFullYear();
        this.start().add(month+' '+date+', '+year).end();
      }
    },
    {
      class: 'String',
      name: 'supportEmail'
    },
    {
      class: 'String',
      name: 'internalNote'
    },
    {
      class: 'String',
      name: 'status',
      label: 'Status',
      factory: function() {
        return 'New';
      },
      tableCellFormatter: function(state, obj, rel) {
        this.start()
          .start().add(state).addClass('generic-status').addClass(state).end()
        .end();
      }
    },
    {
      class: 'Long',
      name: 'emailId'
    }
  ]
});


foam.RELATIONSHIP({
  sourceModel: 'foam.core.auth.User',
  targetModel: 'foam.support.model.Ticket',
  forwardName: 'tickets',
  inverseName: 'user',
  sourceProperty: {
    section: 'systemInformation',
    columnPermissionRequired: true
  }
});


foam.RELATIONSHIP({
  sourceModel: 'foam.support.model.Ticket',
  targetModel: 'foam.support.model.TicketMessage',
  forwardName: 'messages',
  inverseName: 'ticketId'
});
