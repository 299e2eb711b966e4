package foambox;

// Written against the 2026 tree's package names (foam.lang, foam.core.auth, foam.core.logger);
// build.sh maps them onto the 2024 tree's (foam.core, foam.nanos.auth, foam.nanos.logger) with
// the inverse of FOAM's own package rename. Nothing else differs between the eras here: the
// wire wrappers (Message vs Envelope/SessionedMessage) are FOAM's client classes' business.

import foam.box.Box;
import foam.box.HTTPBox;
import foam.box.SessionClientBox;
import foam.core.auth.Country;
import foam.core.auth.Region;
import foam.core.auth.User;
import foam.dao.ArraySink;
import foam.dao.ClientDAO;
import foam.dao.DAO;
import foam.dao.MDAO;
import foam.lang.ClassInfo;
import foam.lang.EmptyX;
import foam.lang.FObject;
import foam.lang.PropertyInfo;
import foam.lang.X;
import foam.lib.formatter.JSONFObjectFormatter;
import foam.mlang.MLang;
import foam.mlang.order.Comparator;
import foam.mlang.predicate.Predicate;
import foam.mlang.predicate.StartsWith;
import foam.mlang.sink.Count;
import java.io.File;
import java.io.PrintStream;
import java.io.FileOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Date;
import java.util.List;
import java.util.Collections;

/**
 * Runs one sequence of DAO operations against FOAM's own MDAO and against FOAM's own
 * ClientDAO -> SessionClientBox -> HTTPBox pointed at a box endpoint, and compares every answer.
 *
 * usage: foambox.Main ERA URL TOKEN [--steps URL] [--dump DIR] [--wire-check]
 *   URL         the endpoint's base, e.g. http://127.0.0.1:8080 (DAO d is URL/service/d);
 *               "mdao": a second MDAO instead (tries the sequence itself, no wrong-token step)
 *   --steps URL before each step, GET URL/__step?name=STEP (the recording proxy names the
 *               exchanges it records after it)
 *   --dump DIR  after the sequence, write each MDAO's objects as a journal DIR/<dao>, for the
 *               replay check (run.sh replays it and folio's journal with FOAM's own reader)
 *   --wire-check  instead of the sequence, make exactly the calls of the recorded exchanges
 *               (testdata/foam-wire), against proxy.py --canned: every request must match
 *
 * Prints one line per step, PASS or FAIL (with both answers), then a summary; exit 1 on a FAIL.
 */
public class Main {
  static final String[] DAOS = { "countries", "regions", "users" };
  static final int C = 0, R = 1, U = 2;

  static X x;
  static String era, url, token, stepsUrl;
  static DAO[] local = new DAO[3], remote = new DAO[3];
  static int passed, failed;
  static List<String> failures = new ArrayList<>();

  public static void main(String[] args) throws Exception {
    era = args[0]; url = args[1]; token = args[2];
    String dump = null, servicesLine = null;
    boolean wireCheck = false;
    for ( int i = 3 ; i < args.length ; i++ ) {
      if ( args[i].equals("--steps") ) stepsUrl = args[++i];
      else if ( args[i].equals("--dump") ) dump = args[++i];
      else if ( args[i].equals("--wire-check") ) wireCheck = true;
      else if ( args[i].equals("--services-line") ) servicesLine = args[++i];
      else throw new IllegalArgumentException("unknown argument " + args[i]);
    }
    // FOAM's StdoutLogger writes to stdout: keep stdout for the step lines.
    PrintStream out = new PrintStream(new FileOutputStream(java.io.FileDescriptor.out), true, "UTF-8");
    System.setOut(new PrintStream(new FileOutputStream(java.io.FileDescriptor.err), true, "UTF-8"));
    OUT = out;

    x = EmptyX.instance();
    // HTTPBox logs through it before it throws "Error parsing response."
    x = x.put("logger", foam.core.logger.StdoutLogger.instance());

    ClassInfo[] of = { Country.getOwnClassInfo(), Region.getOwnClassInfo(), User.getOwnClassInfo() };
    for ( int i = 0 ; i < 3 ; i++ ) {
      local[i]  = new MDAO(of[i]);
      // URL "mdao": a second MDAO in the client's place, to try the sequence itself
      remote[i] = url.equals("mdao") ? new MDAO(of[i]) : client(DAOS[i], of[i], token);
    }

    long t0 = System.nanoTime();
    if ( wireCheck ) wireCheck(); else sequence();
    if ( servicesLine != null && ! wireCheck ) servicesLine(servicesLine);
    if ( dump != null && ! wireCheck ) dump(dump);
    OUT.printf("%s: %d passed, %d failed (%.1f s)%n", era, passed, failed, (System.nanoTime() - t0) / 1e9);
    for ( String f : failures ) OUT.println("  failed: " + f);
    OUT.flush();
    System.exit(failed == 0 ? 0 : 1);
  }

  static PrintStream OUT;

  /** FOAM's client stack, as a services.jrl "client" spec builds it:
   *  ClientDAO{delegate: SessionClientBox{sessionID, delegate: HTTPBox{url}}}. */
  static DAO client(String dao, ClassInfo of, String session) {
    Box http = new HTTPBox.Builder(x).setUrl(url + "/service/" + dao).build();
    Box sess = new SessionClientBox.Builder(x).setSessionID(session).setDelegate(http).build();
    return new ClientDAO.Builder(x).setOf(of).setDelegate(sess).build();
  }

  /** The services.jrl line docs/foam.md gives (check.sh fills in this server's address and
   *  token, and the era's class names): FOAM's own JSON parser reads it into the era's service
   *  spec (CSpec, NSpec before 2026), whose createService runs the serviceScript in FOAM's
   *  BeanShell as a FOAM application's boot does. The DAO it makes must put and find through
   *  folio; the object is removed again, so the MDAO and folio's journal still agree. */
  static void servicesLine(String file) {
    String name = "services.jrl line from docs/foam.md";
    announce(name);
    try {
      String line = new String(java.nio.file.Files.readAllBytes(new File(file).toPath()), StandardCharsets.UTF_8).trim();
      if ( line.startsWith("p(") && line.endsWith(")") ) line = line.substring(2, line.length() - 1);
      foam.lib.json.JSONParser parser = new foam.lib.json.JSONParser();
      parser.setX(x);
      FObject spec = parser.parseString(line);
      if ( spec == null ) { fail(name, "FOAM's JSON parser read nothing from", line); return; }
      java.lang.reflect.Method create = null;
      for ( java.lang.reflect.Method m : spec.getClass().getMethods() )
        if ( m.getName().equals("createService") && m.getParameterCount() == 2 ) create = m;
      Object service = create.invoke(spec, x, System.err);
      if ( ! ( service instanceof DAO ) ) { fail(name, "createService gave", String.valueOf(service)); return; }
      DAO dao = (DAO) service;
      // The block is an EasyDAO over the ClientDAO: its decorators (AuthorizationDAO, RulerDAO)
      // need a booted FOAM's context (auth, users, rules), which boot_services.sh gives; here the
      // ClientDAO it was given as its innerDAO is the DAO that must reach folio.
      String via = "";
      for ( java.lang.reflect.Method m : service.getClass().getMethods() )
        if ( m.getName().equals("getInnerDAO") && m.getParameterCount() == 0 ) {
          Object inner = m.invoke(service);
          if ( ! ( inner instanceof foam.dao.ClientDAO ) ) { fail(name, "its innerDAO is not a ClientDAO:", String.valueOf(inner)); return; }
          dao = (DAO) inner;
          via = " (innerDAO " + inner.getClass().getName() + ")";
        }
      Country c = new Country();
      c.setCode("ZZ");
      c.setName("From the services line");
      dao.put(c);
      Country found = (Country) dao.find("ZZ");
      Country seen = (Country) remote[0].find("ZZ");
      dao.remove(c);
      boolean gone = dao.find("ZZ") == null && remote[0].find("ZZ") == null;
      if ( found != null && seen != null && c.getName().equals(found.getName()) && c.getName().equals(seen.getName()) && gone )
        pass(name, spec.getClass().getName() + ".createService -> " + service.getClass().getName() + via + ": put, find, remove");
      else
        fail(name, "through the line's DAO: " + show(found) + ", through the harness's: " + show(seen), "removed: " + gone);
    } catch (Throwable t) {
      fail(name, "threw", String.valueOf(t instanceof java.lang.reflect.InvocationTargetException ? t.getCause() : t));
    }
  }

  // ---------------------------------------------------------------- objects

  static Country country(String code, String name, String nativeName, String... alt) {
    Country c = new Country();
    c.setCode(code);
    if ( name != null ) { c.setName(name); c.setIso31661Code(code); }
    if ( nativeName != null ) c.setNativeName(nativeName);
    if ( alt.length > 0 ) c.setAlternativeNames(alt);
    return c;
  }

  static Region region(String code, String iso, String name, String country) {
    Region r = new Region();
    r.setCode(code); r.setIsoCode(iso); r.setName(name); r.setCountryId(country);
    return r;
  }

  interface UserInit { void init(User u); }

  static User user(long id, String userName, UserInit init) {
    User u = new User();
    u.setId(id);
    if ( userName != null ) u.setUserName(userName);
    if ( init != null ) init.init(u);
    return u;
  }

  static Date d(long ms) { return new Date(ms); }

  static final long BIG  = 9007199254740993L;   // 2^53 + 1: not a double
  // Dates: birthday is a Date property, which FOAM 2026's setter moves to noon UTC with
  // getTime() / 86400000 * 86400000 + 43200000; Java's division truncates towards zero, so a
  // date before 1970 moves on by a day each time it is set (parse, clone), on FOAM's side alone.
  // Birthdays are after 1970 (midnight, so that the 2026 rule shows); lastLogin, a DateTime
  // property FOAM leaves as it is, carries the date before 1970.
  static final long BIG2 = 1234567890123456789L;

  // ---------------------------------------------------------------- the sequence

  interface Op { Object run(DAO d) throws Exception; }
  interface Make { FObject make(); }

  static void sequence() {
    // puts of new objects; each side gets its own fresh object
    put(C, () -> country("CA", "Canada", "Canada \uD83C\uDDE8\uD83C\uDDE6", "Kanada", "Canad\u00e1"));
    put(C, () -> country("US", "United States", null, "USA", "U.S."));
    put(C, () -> country("CI", "C\u00f4te d'Ivoire", "Quote \" backslash \\ slash / newline \n tab \t end"));
    put(C, () -> country("JP", "Japan", "\u65e5\u672c", "Nippon", "Nihon"));
    put(C, () -> country("IN", "India", "\u092d\u093e\u0930\u0924"));
    put(C, () -> country("DE", "Germany", "Deutschland", "Allemagne"));
    put(C, () -> country("IS", "Iceland", "\u00cdsland"));
    put(C, () -> country("NZ", "New Zealand", "Aotearoa"));
    put(C, () -> country("GB", "United Kingdom", null));
    put(C, () -> country("ZW", "Zimbabwe", "ctrl \u0001 sep \u2028 clef \uD834\uDD1E apos ' lt < amp &"));
    put(C, () -> country("XA", null, null));                      // every other property at its default
    put(C, () -> country("XB", "", ""));                          // set to the default explicitly

    put(R, () -> region("CA-BC", "BC", "British Columbia", "CA"));
    put(R, () -> region("CA-ON", "ON", "Ontario", "CA"));
    put(R, () -> region("CA-QC", "QC", "Qu\u00e9bec", "CA"));
    put(R, () -> region("US-NY", "NY", "New York", "US"));
    put(R, () -> region("US-CA", "CA", "California", "US"));
    put(R, () -> region("JP-13", "13", "\u6771\u4eac\u90fd", "JP"));

    put(U, () -> user(1, "ada1", u -> { u.setFirstName("Ada"); u.setLastName("Lovelace");
      u.setEmail("ada@example.org"); u.setEmailVerified(true); u.setBirthday(d(347155200000L));
      u.setLastLogin(d(1716227100000L)); u.setOrganization("Analytical Engines"); }));
    put(U, () -> user(BIG, "big", u -> { u.setFirstName("Big"); u.setLoginEnabled(false);
      u.setLastLogin(d(1700000000123L)); }));
    put(U, () -> user(Long.MAX_VALUE, "max", u -> { u.setFirstName("Max"); u.setLastName("Value");
      u.setEmailVerified(true); u.setLastLogin(d(0)); }));
    put(U, () -> user(BIG2, "grace", u -> { u.setFirstName("Grace"); u.setLastName("Hopper");
      u.setLoginEnabled(true); u.setEmailVerified(false); u.setBirthday(d(86400000L * 3));
      u.setLastLogin(d(-1980000000123L));
      u.setOrganization("Navy"); u.setEmail("grace@example.mil"); }));
    put(U, () -> user(42, "plain", null));                     // defaults only
    put(U, () -> user(-5, "neg", u -> { u.setLastName("Negative"); u.setLoginEnabled(false);
      u.setEmailVerified(true); u.setEmail("Zo\u00eb@Example.ORG"); }));
    put(U, () -> user(7, "zo\u00eb", u -> { u.setFirstName("Zo\u00eb"); u.setLastName("\u00c9tienne");
      u.setLastLogin(d(1716227100999L)); u.setBirthday(d(946684800000L)); u.setOrganization("MIT"); }));

    // updates: put of an existing id replaces the object
    put(C, () -> country("CA", "Canada (updated)", "Canada \"updated\" \uD83C\uDDE8\uD83C\uDDE6"));  // alt cleared
    put(U, () -> user(1, "ada1", u -> { u.setFirstName("Ada"); u.setLastName("King");
      u.setEmail("ada@example.org"); u.setEmailVerified(true); u.setBirthday(d(347155200000L));
      u.setLastLogin(d(1716227200000L)); u.setLoginEnabled(false); }));     // organization cleared
    put(U, () -> user(BIG, "big", u -> { u.setFirstName("Big"); }));       // loginEnabled back to default

    // find
    step("find countries CA", C, dao -> dao.find("CA"));
    step("find countries CI", C, dao -> dao.find("CI"));
    step("find countries ZZ (absent)", C, dao -> dao.find("ZZ"));
    step("find users 1", U, dao -> dao.find(1L));
    step("find users 2^53+1", U, dao -> dao.find(BIG));
    step("find users Long.MAX_VALUE", U, dao -> dao.find(Long.MAX_VALUE));
    step("find users -5", U, dao -> dao.find(-5L));
    step("find users 12345 (absent)", U, dao -> dao.find(12345L));
    step("find regions CA-QC", R, dao -> dao.find("CA-QC"));
    step("find users where userName=max", U, dao -> dao.find(MLang.EQ(User.USER_NAME, "max")));
    step("find users where userName=nobody", U, dao -> dao.find(MLang.EQ(User.USER_NAME, "nobody")));

    // select all
    step("select countries", C, dao -> dao.select(new ArraySink()));
    step("select regions", R, dao -> dao.select(new ArraySink()));
    step("select users", U, dao -> dao.select(new ArraySink()));

    // predicates
    Date t = d(1716227100000L);
    where(U, "True", MLang.TRUE);
    where(U, "False", MLang.FALSE);
    where(U, "Eq userName", MLang.EQ(User.USER_NAME, "ada1"));
    where(U, "Eq id long", MLang.EQ(User.ID, BIG));
    where(U, "Eq loginEnabled true", MLang.EQ(User.LOGIN_ENABLED, true));
    where(U, "Eq loginEnabled false", MLang.EQ(User.LOGIN_ENABLED, false));
    where(U, "Eq emailVerified false", MLang.EQ(User.EMAIL_VERIFIED, false));
    where(U, "Eq organization '' (default)", MLang.EQ(User.ORGANIZATION, ""));
    where(U, "Eq lastLogin date", MLang.EQ(User.LAST_LOGIN, t));
    where(U, "Neq organization ''", MLang.NEQ(User.ORGANIZATION, ""));
    where(U, "Neq loginEnabled true", MLang.NEQ(User.LOGIN_ENABLED, true));
    where(U, "Lt id 42", MLang.LT(User.ID, 42L));
    where(U, "Lte id 42", MLang.LTE(User.ID, 42L));
    where(U, "Gt id 2^53", MLang.GT(User.ID, 9007199254740992L));
    where(U, "Gte lastLogin date", MLang.GTE(User.LAST_LOGIN, t));
    where(U, "Lt birthday date", MLang.LT(User.BIRTHDAY, d(400000000000L)));
    where(U, "Lte lastLogin date (unset ones)", MLang.LTE(User.LAST_LOGIN, t));
    where(U, "Gt userName 'm'", MLang.GT(User.USER_NAME, "m"));
    where(U, "Lt firstName '' (default)", MLang.LT(User.FIRST_NAME, ""));
    where(U, "Gt loginEnabled false", MLang.GT(User.LOGIN_ENABLED, false));
    where(U, "And", MLang.AND(MLang.EQ(User.LOGIN_ENABLED, true), MLang.GT(User.ID, 0L)));
    where(U, "Or", MLang.OR(MLang.EQ(User.USER_NAME, "max"), MLang.EQ(User.EMAIL_VERIFIED, true)));
    where(U, "Not", MLang.NOT(MLang.EQ(User.LOGIN_ENABLED, true)));
    where(U, "In userName", MLang.IN(User.USER_NAME, new String[] { "ada1", "max", "nobody" }));
    where(U, "In id", MLang.IN(User.ID, new Object[] { 1L, BIG, 99L }));
    where(U, "StartsWith userName", startsWith(User.USER_NAME, "gr"));
    where(U, "StartsWithIC firstName", MLang.STARTS_WITH_IC(User.FIRST_NAME, "GR"));
    where(U, "Contains email", MLang.CONTAINS(User.EMAIL, "example"));
    where(U, "Contains email case", MLang.CONTAINS(User.EMAIL, "Example"));
    where(U, "ContainsIC lastName", MLang.CONTAINS_IC(User.LAST_NAME, "HOP"));
    where(U, "ContainsIC email unicode", MLang.CONTAINS_IC(User.EMAIL, "ZO\u00cb"));
    where(U, "Has organization", MLang.HAS(User.ORGANIZATION));
    where(U, "Has lastLogin", MLang.HAS(User.LAST_LOGIN));
    where(U, "Has loginEnabled", MLang.HAS(User.LOGIN_ENABLED));
    where(U, "IsInstanceOf User", MLang.INSTANCE_OF(User.getOwnClassInfo()));
    where(U, "IsInstanceOf Country", MLang.INSTANCE_OF(Country.getOwnClassInfo()));
    where(C, "Eq name unicode", MLang.EQ(Country.NAME, "C\u00f4te d'Ivoire"));
    where(C, "Contains nativeName backslash", MLang.CONTAINS(Country.NATIVE_NAME, "\\"));
    where(C, "StartsWith nativeName CJK", startsWith(Country.NATIVE_NAME, "\u65e5"));
    where(C, "ContainsIC name", MLang.CONTAINS_IC(Country.NAME, "KINGDOM"));
    where(C, "Eq nativeName '' (default)", MLang.EQ(Country.NATIVE_NAME, ""));
    where(C, "Gt name 'Japan' (UTF-16 order)", MLang.GT(Country.NAME, "Japan"));
    where(C, "In code", MLang.IN(Country.CODE, new String[] { "CA", "JP", "ZZ" }));
    where(C, "Has alternativeNames", MLang.HAS(Country.ALTERNATIVE_NAMES));
    where(C, "Has nativeName", MLang.HAS(Country.NATIVE_NAME));
    where(R, "Eq countryId", MLang.EQ(Region.COUNTRY_ID, "CA"));
    where(R, "Neq countryId", MLang.NEQ(Region.COUNTRY_ID, "CA"));

    // orders, skip, limit
    order(C, "orderBy name", Country.NAME);
    order(C, "orderBy Desc name", MLang.DESC(Country.NAME));
    order(C, "orderBy nativeName (defaults first)", Country.NATIVE_NAME);
    order(R, "orderBy ThenBy countryId, Desc name", MLang.THEN_BY(Region.COUNTRY_ID, MLang.DESC(Region.NAME)));
    order(U, "orderBy lastLogin (unset first)", User.LAST_LOGIN);
    order(U, "orderBy Desc birthday", MLang.DESC(User.BIRTHDAY));
    order(U, "orderBy ThenBy loginEnabled, id", MLang.THEN_BY(User.LOGIN_ENABLED, User.ID));
    // FOAM's MDAO answers DESC on its primary key in ascending order, with or without a
    // predicate (it takes the order for the one its id index already has). The ClientDAO's
    // answer is held to the MDAO's ascending answer reversed: what DESC(id) asks for.
    stepAgainst("select users orderBy Desc id (FOAM's MDAO: its id order, reversed)", U,
        d -> d.orderBy(MLang.DESC(User.ID)).select(new ArraySink()),
        d -> {
          ArraySink up = (ArraySink) d.orderBy(User.ID).select(new ArraySink());
          ArraySink down = new ArraySink();
          List items = new ArrayList(up.getArray());
          Collections.reverse(items);
          for ( Object o : items ) down.put(o, null);
          return down;
        });
    step("select users orderBy id skip 1 limit 3", U,
      dao -> dao.orderBy(User.ID).skip(1).limit(3).select(new ArraySink()));
    step("select users skip 2 (id order)", U, dao -> dao.skip(2).select(new ArraySink()));
    step("select users limit 2 (id order)", U, dao -> dao.limit(2).select(new ArraySink()));
    step("select users skip 100", U, dao -> dao.skip(100).select(new ArraySink()));
    step("select users where loginEnabled, Desc lastLogin, skip 1 limit 2", U,
      dao -> dao.where(MLang.EQ(User.LOGIN_ENABLED, true)).orderBy(MLang.DESC(User.LAST_LOGIN)).skip(1).limit(2).select(new ArraySink()));

    // Count sink
    step("count users", U, dao -> dao.select(new Count()));
    step("count users where loginEnabled", U, dao -> dao.where(MLang.EQ(User.LOGIN_ENABLED, true)).select(new Count()));
    step("count countries", C, dao -> dao.select(new Count()));
    step("count regions limit 2", R, dao -> dao.limit(2).select(new Count()));

    // remove
    step("remove countries NZ", C, dao -> dao.remove(country("NZ", "New Zealand", null)));
    step("find countries NZ (removed)", C, dao -> dao.find("NZ"));
    step("remove countries QQ (absent)", C, dao -> dao.remove(country("QQ", "Nowhere", null)));
    step("remove users 42", U, dao -> dao.remove(user(42, null, null)));

    // removeAll
    step("removeAll countries where code startsWith X", C, dao -> { dao.where(startsWith(Country.CODE, "X")).removeAll(); return null; });
    step("select countries after removeAll", C, dao -> dao.select(new ArraySink()));
    step("removeAll regions where countryId=US", R, dao -> { dao.where(MLang.EQ(Region.COUNTRY_ID, "US")).removeAll(); return null; });
    step("select regions after removeAll", R, dao -> dao.select(new ArraySink()));
    step("removeAll users orderBy Desc id skip 1 limit 2", U, dao -> { dao.orderBy(MLang.DESC(User.ID)).skip(1).limit(2).removeAll(); return null; });
    step("select users after removeAll skip/limit", U, dao -> dao.select(new ArraySink()));

    // cmd_
    step("cmd countries", C, dao -> dao.cmd("folio-harness: not a command"));

    // a wrong session: FOAM's client must raise an authentication error
    if ( ! url.equals("mdao") ) {
      announce("wrong token");
      Object got = call(client("countries", Country.getOwnClassInfo(), "not-" + token), dao -> dao.select(new ArraySink()));
      String s = show(got);
      if ( got instanceof Thrown && s.contains("AuthenticationException") ) pass("wrong token", s);
      else fail("wrong token", "an exception naming AuthenticationException", s);
    }

    // the final state
    for ( int i = 0 ; i < 3 ; i++ ) {
      int dao = i;
      step("final select " + DAOS[i], dao, d -> d.select(new ArraySink()));
    }
  }

  static Predicate startsWith(Object prop, String s) {
    StartsWith p = new StartsWith();
    p.setArg1(MLang.prepare(prop));
    p.setArg2(MLang.prepare(s));
    return p;
  }

  static void put(int dao, Make m) {
    FObject probe = m.make();
    step("put " + DAOS[dao] + " " + probe.getProperty("id"), dao, d -> d.put(m.make()));
  }

  static void where(int dao, String name, Predicate p) {
    step("select " + DAOS[dao] + " where " + name, dao, d -> d.where(p).select(new ArraySink()));
  }

  static void order(int dao, String name, Comparator c) {
    step("select " + DAOS[dao] + " " + name, dao, d -> d.orderBy(c).select(new ArraySink()));
  }

  // ---------------------------------------------------------------- the wire check

  /** The calls the recorded exchanges made, with their data, in their order. */
  static void wireCheck() {
    wire("put_", C, d -> d.put(country("CA", "Canada", "Canada \uD83C\uDDE8\uD83C\uDDE6", "Kanada", "Canad\u00e1")));
    wire("find_", C, d -> d.find("CA"));
    wire("find_-absent", C, d -> d.find("ZZ"));
    wire("select_", C, d -> d.select(new ArraySink()));
    wire("select_-order", C, d -> d.orderBy(Country.NAME).select(new ArraySink()));
    wire("select_-where", R, d -> d.where(MLang.EQ(Region.COUNTRY_ID, "CA")).select(new ArraySink()));
    wire("select_-query", U, d -> d.where(MLang.EQ(User.LOGIN_ENABLED, true)).orderBy(MLang.DESC(User.LAST_LOGIN)).skip(1).limit(3).select(new ArraySink()));
    wire("select_-count", U, d -> d.select(new Count()));
    wire("removeAll_", U, d -> { d.where(MLang.EQ(User.EMAIL_VERIFIED, false)).removeAll(); return null; });
    wire("remove_", C, d -> d.remove(country("NZ", "New Zealand", null)));
    wire("cmd_", C, d -> d.cmd("folio-harness: not a command"));
    announce("error-session");
    Object got = call(client("countries", Country.getOwnClassInfo(), "not-" + token), d -> d.select(new ArraySink()));
    String s = show(got);
    if ( got instanceof Thrown && s.contains("AuthenticationException") ) pass("error-session", s);
    else fail("error-session", "an exception naming AuthenticationException", s);
  }

  static void wire(String name, int dao, Op op) {
    announce(name);
    Object got = call(remote[dao], op);
    if ( got instanceof Thrown ) fail(name, "an answer", show(got));
    else pass(name, show(got));
  }

  // ---------------------------------------------------------------- comparing

  /** An exception either side raised, as its class and message. */
  static class Thrown {
    final Throwable t;
    Thrown(Throwable t) { this.t = t; }
    public String toString() {
      StringBuilder b = new StringBuilder("threw ");
      for ( Throwable c = t ; c != null ; c = c.getCause() == c ? null : c.getCause() ) {
        if ( c != t ) b.append(" <- ");
        b.append(c.getClass().getName()).append(": ").append(c.getMessage());
      }
      return b.toString();
    }
  }

  static Object call(DAO dao, Op op) {
    try {
      return op.run(dao);
    } catch (Throwable t) {
      return new Thrown(t);
    }
  }

  static void step(String name, int dao, Op op) {
    stepAgainst(name, dao, op, op);
  }

  /** A step whose MDAO side runs `mdao`, an equivalent call, where FOAM's MDAO answers `op`
   *  wrongly (said at the call site). */
  static void stepAgainst(String name, int dao, Op op, Op mdao) {
    announce(name);
    Object a = call(local[dao], mdao);
    Object b = call(remote[dao], op);
    String sa = show(a), sb = show(b);
    String d = differs(a, b);
    if ( sa.equals(sb) && d == null && ! (a instanceof Thrown) ) pass(name, null);
    else fail(name, "MDAO:      " + sa, "ClientDAO: " + sb + (d == null ? "" : "\n    (FOAM's compare: " + d + ")"));
  }

  static void pass(String name, String info) {
    passed++;
    OUT.println("PASS " + name + (info == null ? "" : "  -> " + info));
  }

  static void fail(String name, String a, String b) {
    failed++;
    failures.add(name);
    OUT.println("FAIL " + name + "\n    " + a + "\n    " + b);
  }

  /** FOAM's own equality: each property's compare (what FObject.compareTo does), over the
   *  properties the network carries; a networkTransient one is made by each side's own factory
   *  (User.passwordHistory, User.disabledTopicSet) and never sent. */
  static boolean foamEquals(Object a, Object b) {
    return differs(a, b) == null;
  }

  /** null when the answers are the same, else where they differ. */
  static String differs(Object a, Object b) {
    if ( a == null || b == null ) return a == b ? null : "null on one side";
    if ( a instanceof ArraySink && b instanceof ArraySink ) {
      List la = ((ArraySink) a).getArray(), lb = ((ArraySink) b).getArray();
      if ( la.size() != lb.size() ) return "sizes " + la.size() + " and " + lb.size();
      for ( int i = 0 ; i < la.size() ; i++ ) {
        String d = differs(la.get(i), lb.get(i));
        if ( d != null ) return "element " + i + ": " + d;
      }
      return null;
    }
    if ( a instanceof Count && b instanceof Count ) return ((Count) a).getValue() == ((Count) b).getValue() ? null : "counts";
    if ( a instanceof FObject && b instanceof FObject ) {
      if ( a.getClass() != b.getClass() ) return "classes";
      for ( Object o : ((FObject) a).getClassInfo().getAxiomsByClass(PropertyInfo.class) ) {
        PropertyInfo p = (PropertyInfo) o;
        if ( p.getNetworkTransient() ) continue;
        if ( p.compare(a, b) != 0 ) return "property " + p.getName();
      }
      return null;
    }
    if ( a instanceof Thrown || b instanceof Thrown ) return "an exception";
    return a.equals(b) ? null : "values";
  }

  /** An answer as text: objects as FOAM's JSON outputter writes them (long names, values that
   *  differ from the default, the properties the network carries), a sink as its objects in order, a Count as its value. */
  static String show(Object o) {
    if ( o == null ) return "null";
    if ( o instanceof Thrown ) return o.toString();
    if ( o instanceof ArraySink ) {
      StringBuilder b = new StringBuilder("[");
      for ( Object e : ((ArraySink) o).getArray() ) {
        if ( b.length() > 1 ) b.append(", ");
        b.append(show(e));
      }
      return b.append("]").toString();
    }
    if ( o instanceof Count ) return "Count " + ((Count) o).getValue();
    if ( o instanceof FObject ) return json((FObject) o);
    return o.getClass().getName() + " " + o;
  }

  static String json(FObject o) {
    // A property with a factory is set when first read (User.language): read each one first, so
    // that the text does not depend on whether some code on this side happened to read it.
    for ( Object a : o.getClassInfo().getAxiomsByClass(PropertyInfo.class) ) {
      PropertyInfo p = (PropertyInfo) a;
      if ( ! p.getNetworkTransient() ) p.get(o);
    }
    JSONFObjectFormatter f = new JSONFObjectFormatter(x);
    f.setQuoteKeys(true);
    f.setOutputShortNames(false);
    // What crosses the wire: a networkTransient property is made by each side's own factory
    // (User.passwordHistory stamps the time it was first read) and never sent.
    f.setPropertyPredicate(new foam.lib.NetworkPropertyPredicate());
    f.output(o);
    return f.builder().toString();
  }

  static void announce(String step) {
    if ( stepsUrl == null ) return;
    try {
      java.net.HttpURLConnection c = (java.net.HttpURLConnection) new java.net.URL(
        stepsUrl + "/__step?name=" + java.net.URLEncoder.encode(step, "UTF-8")).openConnection();
      c.getInputStream().readAllBytes();
      c.disconnect();
    } catch (Exception e) {
      throw new RuntimeException("cannot name the step at " + stepsUrl, e);
    }
  }

  // ---------------------------------------------------------------- the MDAO's state as journals

  /** Each MDAO's objects as a journal of p() entries, FOAM's own outputter writing them, so that
   *  FOAM's reader replays them next to the journal folio wrote (check.sh compares the two).
   *  Only the properties the network carries: folio never saw the others. */
  static void dump(String dir) throws Exception {
    new File(dir).mkdirs();
    for ( int i = 0 ; i < 3 ; i++ ) {
      List l = ((ArraySink) local[i].select(new ArraySink())).getArray();
      StringBuilder b = new StringBuilder();
      for ( Object o : l ) b.append("p(").append(json((FObject) o)).append(")\n");
      java.nio.file.Files.write(new File(dir, DAOS[i]).toPath(), b.toString().getBytes(StandardCharsets.UTF_8));
    }
  }
}
