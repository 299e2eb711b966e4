/**
 * @license
 * Copyright 2021 The FOAM Authors. All Rights Reserved.
 * http://www.apache.org/licenses/LICENSE-2.0
 */

foam.CLASS({
  package: 'foam.core.cron',
  name: 'Schedulable',
  extends: 'foam.core.cron.Cron',

  mixins: [
    'foam.core.auth.CreatedAwareMixin',
    'foam.core.auth.CreatedByAwareMixin'
  ],

  implements: [
    'foam.lang.ContextAgent',
    'foam.core.auth.Authorizable',
    'foam.core.auth.ServiceProviderAware'
  ],

  javaImports: [
    'foam.lang.X',
    'foam.lang.Agency',
    'foam.lang.ContextAgent',
    'foam.dao.DAO',
    'foam.core.alarming.Alarm',
    'foam.core.auth.AuthorizationException',
    'foam.core.auth.AuthService',
    'foam.core.auth.CreatedByAware',
    'foam.core.auth.Subject',
    'java.util.Date',
    'org.apache.commons.lang3.time.DateUtils'
  ],

  requires: [
    'foam.core.auth.LifecycleState',
    'foam.core.script.ScriptEvent'
  ],

  sections: [
    {
      name: '_defaultSection',
      order: 1,
      permissionRequired: true
    },
    {
      name: 'scriptEvents',
      order: 2,
      permissionRequired: true
    },
    {
      name: 'summary',
      title: 'Summary',
      order: 3
    },
    {
      name: 'scheduling',
      title: 'Details',
      order: 4
    },
    {
      name: 'history',
      title: 'History',
      permissionRequired: true,
      order: 5
    }
  ],

  tableColumns: [
    'name',
    'startDate',
    'scheduledTime'
  ],

  properties: [
    {
      name: 'daoKey',
      value: 'cronJobDAO'
    },
    {
      class: 'String',
      name: 'eventDaoKey',
      value: 'schedulableEventDAO'
    },
    {
      name: 'scheduledTime',
      label: 'Next Scheduled Time',
      storageTransient: false
    },
    {
      class: 'FObjectProperty',
      of: 'foam.core.cron.Schedule',
      name: 'schedule',
      label: '',
      section: 'scheduling',
      autoValidate: true,
      factory: function() {
        var ret = foam.core.cron.SimpleIntervalSchedule.create();
        return ret;
      },
      view: { class: 'foam.core.cron.SimpleIntervalScheduleView' }
    },
    {
      class: 'foam.dao.DAOProperty',
      name: 'filteredEventDAO',
      section: 'history',
      label: '',
      documentation: 'Show a table view of all historic scheduled events',
      factory: function() {
        if ( ! this.eventDaoKey ) return null;

        const E = foam.mlang.ExpressionsSingleton.create({});
        var idPredicate = E.EQ(this.ScriptEvent.OWNER, this.id);
        return this.__subContext__[this.eventDaoKey].where(idPredicate);
      },
      view: function(_, X) {
        var dao = X.data.filteredEventDAO;
        return {
          class: 'foam.comics.v2.DAOBrowserView',
          config: {
            class: 'foam.comics.v2.DAOControllerConfig',
            dao: dao,
            summaryView: {
              class: 'foam.u2.table.TableView',
              columns: [ 'lastRun' ],
              editColumnsEnabled: false,
              disableUserSelection: true
            }
          }
        };
      }
    },
    {
      class: 'String',
      name: 'objectDAOKey'
    },
    {
      class: 'FObjectProperty',
      name: 'objectToSchedule',
      postSet: async function(o, n) {
        this.schedule.name = await n.toSummary?.();
      }
    },
    {
      class: 'String',
      name: 'name',
      section: 'summary',
      gridColumns: 4,
      order: 1,
      javaFactory: `
      return ((SimpleIntervalSchedule) getSchedule()).getName();
      `
    },
    {
      class: 'Date',
      name: 'nextScheduledDate',
      section: 'summary',
      createVisibility: 'HIDDEN',
      gridColumns: 4,
      order: 2,
      javaFactory: `
        Date from = getLastRun();
        if ( from == null ) from = new Date();
        Date d = getSchedule().getNextScheduledTime(foam.lang.XLocator.get(), from);
        return d != null ? d : null;
      `
    },
    {
      class: 'foam.lang.Enum',
      of: 'foam.core.auth.LifecycleState',
      name: 'lifeCycleState',
      label: 'Status',
      section: 'summary',
      createVisibility: 'HIDDEN',
      gridColumns: 4,
      order: 3,
      factory: function() {
        var nextScheduledDate_ = this.nextScheduledDate;
        if ( ! nextScheduledDate_ && this.endsOn < new Date() ) {
          return foam.core.auth.LifecycleState.DISABLED;
        } else if ( ! nextScheduledDate_ ) {
          return foam.core.auth.LifecycleState.PENDING;
        }
        return foam.core.auth.LifecycleState.ACTIVE;
      }
    },
    {
      name: 'lastRun',
      label: 'Last Occurrence',
      storageTransient: false,
      storageOptional: false
    },
    {
      class: 'Enum',
      of: 'foam.time.TimeUnit',
      name: 'frequency',
      createVisibility: 'HIDDEN',
      transient: true,
      expression: function(schedule$frequency) {
        return schedule$frequency;
      },
      javaGetter: `
        return ((SimpleIntervalSchedule)getSchedule()).getFrequency();
      `
    },
    {
      class: 'Date',
      name: 'startDate',
      label: 'Start On',
      createVisibility: 'HIDDEN',
      expression: function(schedule$startDate) {
        return schedule$startDate;
      },
      javaGetter: `
        return ((SimpleIntervalSchedule)getSchedule()).getStartDate();
      `
    },
    {
      class: 'Date',
      name: 'endsOn',
      visibility: 'HIDDEN',
      transient: true,
      expression: function(schedule$endsOn) {
        return schedule$endsOn;
      },
      javaGetter: `
        return ((SimpleIntervalSchedule)getSchedule()).getEndsOn();
      `
    },
    {
      name: 'reattemptSchedule',
      hidden: true
    },
    {
      class: 'String',
      name: 'schedulableNote',
      label: '',
      section: 'scheduling',
      view: function(_, X) {
        return X.E()
          .start(foam.u2.borders.BackgroundCard, { backgroundColor: '$backgroundSecondary', padding: false })
          .start(foam.u2.borders.SpacingBorder, { padding: '0.8rem 1rem' })
            .start(foam.u2.HTMLView, { data: X.data.schedulableNote }).end()
          .end().end();
      }
    }
  ],

  methods: [
    {
      name: 'getNextScheduledTime',
      javaCode: `
      Date from = getLastRun();
      if ( from == null ) from = new Date();
      if ( getReattemptRequested() &&
           getReattempts() < getMaxReattempts() ) {
        return ((SimpleIntervalSchedule) getReattemptSchedule()).calculateNextDate(x, from, true);
      }
      return ((SimpleIntervalSchedule) getSchedule()).calculateNextDate(x, from, true);
      `
    },
    {
      name: 'runScript',
      javaCode: `
        ((Agency) x.get("threadPool")).submit(x, (ContextAgent) this, "");
        setLastRun(new Date());
        getSchedule().postExecution();
        setStatus(foam.core.script.ScriptStatus.UNSCHEDULED);
        // save a copy to schedulabledao
        ((DAO) x.get("schedulableDAO")).put_(x, fclone());
      `
    },
    {
      name: 'execute',
      javaCode: `
        try {
          foam.lang.FObject obj = getObjectToSchedule();
          if ( obj instanceof SchedulableObject ) {
            obj = ((SchedulableObject) obj).beforeScheduledPut(x);
            ((SchedulableObject) obj).scheduleExecute(x);
          } else {
            ((DAO) x.get(getObjectDAOKey())).put(obj);
          }
        } catch (Exception e){
          ((foam.dao.DAO) x.get("alarmDAO")).put(new Alarm.Builder(x)
            .setName("Failed to execute schedulable event")
            .setSeverity(foam.log.LogLevel.ERROR)
            .setReason(foam.core.alarming.AlarmReason.UNSPECIFIED)
            .setNote(getId() + " " + e.getMessage())
            .build());
        }
      `
    },
    {
      name: 'authorizeOnCreate',
      javaCode: `
        // not authorized for now
      `
    },
    {
      name: 'authorizeOnRead',
      javaCode: `
        isOwnerOrHasPermission(x, this, "read");
      `
    },
    {
      name: 'authorizeOnUpdate',
      javaCode: `
        isOwnerOrHasPermission(x, oldObj, "update");
      `
    },
    {
      name: 'authorizeOnDelete',
      javaCode: `
        isOwnerOrHasPermission(x, this, "remove");
      `
    },
    {
      name: 'isOwnerOrHasPermission',
      documentation: `
        A user may read, update, or delete a schedule they own.
        A user who has the * permission for schedulable.[operation].* may also perform the
        operation on the schedulable.
      `,
      args: [
        { name: 'x', type: 'Context' },
        { name: 'obj', type: 'foam.lang.FObject' },
        { name: 'action', type: 'String' }
      ],
      javaThrows: [ 'foam.core.auth.AuthorizationException' ],
      javaCode: `
        Subject subject = (Subject) x.get("subject");
        if ( subject.getUser().getId() == ((CreatedByAware) obj).getCreatedBy() &&
             subject.getRealUser().getId() == ((CreatedByAware) obj).getCreatedByAgent() )
              return;

        AuthService auth = (AuthService) x.get("auth");
        if ( auth.check(x, "schedulabe." + action + ".*") ) return;

        throw new AuthorizationException("You do not have permission to " + action + " this Schedulable");
      `
    },
    {
      name: 'canRun',
      args: 'Context x',
      type: 'Boolean',
      javaCode: `
        var schedule = (SimpleIntervalSchedule) getSchedule();
        var lastRun = getLastRun();
        var today = new Date();

        if ( lastRun == null ) return true;

        if ( DateUtils.isSameDay(lastRun, today) ) return false;

        if ( schedule.getEnds() == ScheduleEnd.AFTER ) {
          return schedule.getEndsAfter() > 0;
        } else if ( schedule.getEnds() == ScheduleEnd.ON ) {
          if ( ! DateUtils.isSameDay(schedule.getEndsOn(), today) ) return today.before(schedule.getEndsOn());
        }

        return true;
      `
    }
  ]
});
