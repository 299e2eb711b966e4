package foamoracle;

import foam.core.ClassInfo;
import foam.core.EmptyX;
import foam.core.FObject;
import foam.core.PropertyInfo;
import foam.core.X;
import foam.dao.ArraySink;
import foam.dao.FileJournal;
import foam.dao.MDAO;
import foam.lib.StoragePropertyPredicate;
import foam.lib.formatter.JSONFObjectFormatter;
import foam.lib.json.JSONParser;
import foam.nanos.fs.FileSystemStorage;
import foam.nanos.fs.Storage;
import java.io.BufferedReader;
import java.io.File;
import java.io.PrintStream;
import java.util.List;

/**
 * FOAM journal replay oracle, 2024 tree (kgrgreer/foam3 b4827bd9, 2024-10-24: foam.core.* is the
 * core, foam.nanos.* holds fs/auth/logger).
 *
 * usage: run.sh [--mode=foam|f3|filejournal] [--of=CLASS] [--format=set|full|storage] JOURNAL...
 *        run.sh --defaults CLASS...   (a fresh object of each class, every property read once)
 *
 *   --mode=foam        (default) that tree's F3FileJournal.replay loop, restated so that errors are
 *                      collected (see OracleJournal), with FOAM's getEntry, JSONParser,
 *                      mergeFObject and MDAO
 *   --mode=f3          call foam.dao.F3FileJournal.replay(x, mdao) itself (in 2024 it has no fast
 *                      path: the same FOAM parser; a cross-check of --mode=foam)
 *   --mode=filejournal call foam.dao.FileJournal.replay(x, mdao) (legacy journal: no default class)
 *   --of=CLASS         DAO 'of' (default class for entries without "class");
 *                      default: the class of the first entry that names one
 *   --format=set       every property the object holds as set (isSet), defaults included:
 *                      the state the journal made, for comparison with another reader
 *   --format=full      JSONFObjectFormatter, quoted long keys, class always
 *   --format=storage   the journal writer's settings (StoragePropertyPredicate,
 *                      short names, class omitted when == of)
 *
 * Output: one line per object left in the MDAO, in MDAO (id) order.
 * Logging from FOAM and the replay summary go to stderr.
 */
public class Main {

  public static void main(String[] args) throws Exception {
    if ( args.length > 0 && "--defaults".equals(args[0]) ) { defaults(args); return; }
    String mode = "foam", ofName = null, format = "full";
    List<String> paths = new java.util.ArrayList<>();
    for ( String a : args ) {
      if ( a.startsWith("--mode=") )        mode   = a.substring(7);
      else if ( a.startsWith("--of=") )     ofName = a.substring(5);
      else if ( a.startsWith("--format=") ) format = a.substring(9);
      else paths.add(a);
    }
    if ( paths.isEmpty() ) {
      System.err.println("usage: run.sh [--mode=foam|f3|filejournal] [--of=CLASS] [--format=set|full|storage] JOURNAL...\n       run.sh --defaults CLASS...");
      System.exit(2);
    }

    PrintStream out = System.out;
    // FOAM loggers (StdoutLogger) print to System.out: keep stdout for results only.
    System.setOut(System.err);

    if ( paths.size() == 1 ) {
      String err = replayOne(out, mode, ofName, format, paths.get(0));
      if ( err != null ) { System.err.println(err); System.exit(2); }
      return;
    }
    // Several journals: one JVM for all of them, each journal's objects preceded by a header
    // line that has no "class" key: {"journal":PATH,"of":CLASS,"objects":N} or
    // {"journal":PATH,"error":TEXT} (as the 2026 runner prints them).
    for ( String p : paths ) {
      java.io.ByteArrayOutputStream buf = new java.io.ByteArrayOutputStream();
      PrintStream one = new PrintStream(buf, false, "UTF-8");
      String err;
      try {
        err = replayOne(one, mode, ofName, format, p);
      } catch ( Throwable t ) {
        err = "replay failed: " + t;
      }
      one.flush();
      String body = buf.toString("UTF-8");
      StringBuilder head = new StringBuilder("{\"journal\":").append(quote(p));
      if ( err != null ) {
        head.append(",\"error\":").append(quote(err)).append("}\n");
        out.print(head);
      } else {
        int n = 0;
        for ( int i = 0 ; i < body.length() ; i++ ) if ( body.charAt(i) == '\n' ) n++;
        head.append(",\"of\":").append(quote(lastOf)).append(",\"objects\":").append(n).append("}\n");
        out.print(head);
        out.print(body);
      }
    }
    out.flush();
  }

  /** The DAO class the last replayOne used (for the batch header). */
  static String lastOf = null;

  static String quote(String s) {
    if ( s == null ) return "null";
    StringBuilder b = new StringBuilder("\"");
    foam.lib.json.Util.escape(s, b);
    return b.append('"').toString();
  }

  /** Replays one journal into a fresh MDAO and prints its objects to `out`; returns an error text
   *  (nothing printed) when the journal cannot be replayed. */
  static String replayOne(PrintStream out, String mode, String ofName, String format, String path) throws Exception {
    path = new File(path).getAbsolutePath();
    X x = context();

    ClassInfo of = ofName != null ? classInfo(ofName) : inferOf(x, path);
    if ( of == null ) {
      if ( countEntries(x, path) == 0 ) {
        // nothing to replay: FOAM's state is empty whatever the DAO's class
        lastOf = null;
        System.err.println("oracle: empty journal (no data entries) objects=0");
        return null;
      }
      return "cannot infer DAO 'of': no entry names a class this build has; pass --of=CLASS";
    }
    lastOf = of.getId();

    MDAO mdao = new MDAO(of);
    mdao.setX(x);

    long t0 = System.nanoTime();
    switch ( mode ) {
      case "foam": {
        OracleJournal j = new OracleJournal(x);
        j.setFilename(path);
        j.setCreateFile(false);
        j.setDao(mdao);
        j.replayFoamParser(x, mdao);
        for ( String e : j.errors ) System.err.println("oracle: " + e);
        System.err.println("oracle: mode=foam pass=" + j.foamPass + " fail=" + j.foamFail + " errors=" + j.errors.size());
        break;
      }
      case "f3": {
        foam.dao.F3FileJournal j = new foam.dao.F3FileJournal(x);
        j.setDao(mdao);
        j.setFilename(path);
        j.setCreateFile(false);
        j.replay(x, mdao);
        System.err.println("oracle: mode=f3 pass=" + j.getPassCount() + " fail=" + j.getFailCount());
        break;
      }
      case "filejournal": {
        FileJournal j = new FileJournal(x);
        j.setDao(mdao);
        j.setFilename(path);
        j.replay(x, mdao);
        System.err.println("oracle: mode=filejournal");
        break;
      }
      default:
        return "unknown mode " + mode;
    }
    long t1 = System.nanoTime();

    JSONFObjectFormatter fmt = "set".equals(format) ? new SetFormatter(x) : new JSONFObjectFormatter(x);
    if ( "set".equals(format) ) {
      fmt.setQuoteKeys(true);
      fmt.setOutputShortNames(false);
      fmt.setOutputClassNames(true);
      fmt.setOutputDefaultClassNames(true);
      fmt.setOutputDefaultValues(true);
    } else if ( "storage".equals(format) ) {
      fmt.setPropertyPredicate(new StoragePropertyPredicate());
      fmt.setOutputShortNames(true);
      fmt.setOutputDefaultClassNames(false);
    } else {
      fmt.setQuoteKeys(true);
      fmt.setOutputShortNames(false);
      fmt.setOutputClassNames(true);
      fmt.setOutputDefaultClassNames(true);
    }

    // Values FOAM's factories draw from the clock during replay must not look derived by a
    // clear-and-read in the same millisecond (see derived): let the clock move on first.
    if ( "set".equals(format) ) Thread.sleep(5);
    ArraySink sink = (ArraySink) mdao.select(new ArraySink());
    List objs = sink.getArray();
    StringBuilder all = new StringBuilder();
    for ( Object o : objs ) {
      fmt.reset();
      fmt.output((FObject) o, of);
      String line = fmt.builder().toString();
      if ( "set".equals(format) ) {
        String derived = derived((FObject) o);
        if ( derived != null && line.endsWith("}") ) line = line.substring(0, line.length() - 1) + ",\"$derived\":" + derived + "}";
      }
      all.append(line).append('\n');
    }
    out.print(all);
    out.flush();
    System.err.println("oracle: of=" + of.getId() + " objects=" + objs.size()
      + " replay_ms=" + (t1 - t0) / 1_000_000);
    return null;
  }

  /** The top-level properties that `o` holds as set with the very value FOAM gives them when they
   *  are not set on this object (cleared on a clone, then read): values FOAM made from the
   *  object's other properties, not the journal's. A JSON array of names, or null. */
  static String derived(FObject o) {
    StringBuilder names = new StringBuilder();
    for ( Object a : o.getClassInfo().getAxiomsByClass(PropertyInfo.class) ) {
      PropertyInfo p = (PropertyInfo) a;
      try {
        if ( ! p.isSet(o) ) continue;
        Object value = p.get(o);
        FObject clone = o.fclone();
        p.clear(clone);
        Object fresh = p.get(clone);
        boolean same = value == null ? fresh == null : ( fresh != null && p.comparePropertyToValue(fresh, value) == 0 );
        if ( ! same && value != null && fresh != null && value.getClass().isArray() && fresh.getClass().isArray() )
          same = java.util.Arrays.deepEquals(new Object[] { value }, new Object[] { fresh });
        if ( same ) names.append(names.length() == 0 ? "[" : ",").append(quote(p.getName()));
      } catch ( Throwable t ) {
        // a property FOAM cannot read back on a clone is simply not derived
      }
    }
    return names.length() == 0 ? null : names.append(']').toString();
  }

  /** Every property the object holds as set (isSet), default-valued or not: the object's state as
   *  the journal made it, so that it can be compared with another reader's state.
   *  (2024 signature: maybeOutputProperty(FObject, PropertyInfo, boolean includeComma).) */
  static class SetFormatter extends JSONFObjectFormatter {
    SetFormatter(X x) { super(x); }
    @Override protected boolean maybeOutputProperty(FObject fo, PropertyInfo prop, boolean includeComma) {
      if ( ! prop.isSet(fo) ) return false;
      Object value = prop.get(fo);
      if ( value == null || ( value.getClass().isArray() && java.lang.reflect.Array.getLength(value) == 0 ) || ( value instanceof FObject && value.equals(fo) ) ) return false;
      if ( includeComma ) append(',');
      if ( multiLineOutput_ ) addInnerNewline();
      outputProperty(fo, prop);
      return true;
    }
  }

  /** --defaults CLASS...: for each class, a fresh object as FOAM's JSON parser creates one
   *  (X.create(Class)), every property read once (so factories run), printed with every non-null value:
   *  FOAM's value for a property that a journal does not set. One line per class; a class this build
   *  lacks prints {"class":NAME,"missing":true}. */
  static void defaults(String[] args) throws Exception {
    PrintStream out = System.out;
    System.setOut(System.err);
    X x = context();
    JSONFObjectFormatter fmt = new JSONFObjectFormatter(x) {
      @Override protected boolean maybeOutputProperty(FObject fo, PropertyInfo prop, boolean includeComma) {
        Object value;
        try { value = prop.get(fo); } catch ( Throwable t ) { return false; }
        if ( value == null || ( value.getClass().isArray() && java.lang.reflect.Array.getLength(value) == 0 ) || ( value instanceof FObject && value.equals(fo) ) ) return false;
        if ( includeComma ) append(',');
        outputProperty(fo, prop);
        return true;
      }
    };
    fmt.setQuoteKeys(true);
    fmt.setOutputShortNames(false);
    fmt.setOutputClassNames(true);
    fmt.setOutputDefaultClassNames(true);
    fmt.setOutputDefaultValues(true);
    StringBuilder all = new StringBuilder();
    for ( int i = 1 ; i < args.length ; i++ ) {
      String name = args[i];
      try {
        Class c = Class.forName(name);
        FObject o = (FObject) x.create(c);
        for ( Object p : o.getClassInfo().getAxiomsByClass(PropertyInfo.class) ) {
          try { ((PropertyInfo) p).get(o); } catch ( Throwable t ) { }
        }
        fmt.reset();
        fmt.output(o, null);
        all.append(fmt.builder()).append('\n');
      } catch ( Throwable t ) {
        all.append("{\"class\":\"").append(name).append("\",\"missing\":true}\n");
      }
    }
    out.print(all);
    out.flush();
  }

  /** The replay context: file storage and, as on a running server, a "logger" (FOAM's StdoutLogger; its
   *  lines go to stderr here), so that FOAM code that logs before failing (e.g. SimpleFacetManager for
   *  a class this build lacks) fails as it does on a server, not with a NullPointerException. */
  static X context() {
    X x = EmptyX.instance();
    x = x.put(Storage.class, new FileSystemStorage());
    x = x.put(FileSystemStorage.class, new FileSystemStorage());
    x = x.put("logger", foam.nanos.logger.StdoutLogger.instance());
    return x;
  }

  static ClassInfo classInfo(String name) throws Exception {
    Class c = Class.forName(name);
    return (ClassInfo) c.getMethod("getOwnClassInfo").invoke(null);
  }

  /** The DAO's 'of' when --of is not given: the nearest modelled common superclass of the classes
   *  that the file's top-level entries name (entries read with FOAM's getEntry, so multi-line entries
   *  count; each parsed by FOAM's JSONParser with no default class; classes this build lacks do not
   *  parse and are not counted). A real DAO's 'of' is its NSpec's class, usually such a base class
   *  (foam.nanos.test.Test for tests.jrl); taking the first entry's class instead would make MDAO
   *  reject entries of sibling classes. Prints the classes seen and the choice on stderr. */
  static ClassInfo inferOf(X x, String path) throws Exception {
    OracleJournal j = new OracleJournal(x);
    j.setFilename(path);
    j.setCreateFile(false);
    JSONParser p = new JSONParser();
    p.setX(x);
    java.util.LinkedHashSet<Class> seen = new java.util.LinkedHashSet<>();
    try ( BufferedReader r = j.getReader() ) {
      if ( r == null ) return null;
      for ( CharSequence e ; ( e = j.getEntry(r) ) != null ; ) {
        String line = e.toString();
        if ( line.length() < 3 ) continue;
        char op = line.charAt(0);
        if ( ( op != 'p' && op != 'c' && op != 'r' ) || line.charAt(1) != '(' ) continue;
        FObject o = p.parseString(line.substring(2, line.length() - 1));
        if ( o != null ) seen.add(o.getClass());
      }
    }
    if ( seen.isEmpty() ) return null;
    Class first = seen.iterator().next();
    Class c = first;
    outer:
    for ( ; c != null ; c = c.getSuperclass() ) {
      for ( Class k : seen ) if ( ! c.isAssignableFrom(k) ) continue outer;
      if ( declaresClassInfo(c) ) break;
    }
    if ( c == null || ! FObject.class.isAssignableFrom(c) ) c = first;
    System.err.println("oracle: classes named: " + seen.size() + " " + seen.stream().map(Class::getName).collect(java.util.stream.Collectors.joining(",")) + " -> of=" + c.getName());
    return (ClassInfo) c.getMethod("getOwnClassInfo").invoke(null);
  }

  /** Data entries (not blank, not comments) as FOAM's getEntry reads them. */
  static int countEntries(X x, String path) throws Exception {
    OracleJournal j = new OracleJournal(x);
    j.setFilename(path);
    j.setCreateFile(false);
    int n = 0;
    try ( BufferedReader r = j.getReader() ) {
      if ( r == null ) return 0;
      for ( CharSequence e ; ( e = j.getEntry(r) ) != null ; ) {
        if ( e.toString().trim().length() == 0 || OracleJournal.isComment(e) ) continue;
        n++;
      }
    }
    return n;
  }

  static boolean declaresClassInfo(Class c) {
    try { c.getDeclaredMethod("getOwnClassInfo"); return true; } catch ( NoSuchMethodException e ) { return false; }
  }
}
