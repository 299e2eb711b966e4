package foambox;

// Written against the 2026 tree's package names, like Main.java; bench.sh maps them onto the
// 2024 tree's with the same inverse of FOAM's package rename.

import foam.box.Box;
import foam.box.HTTPBox;
import foam.box.SessionClientBox;
import foam.core.auth.User;
import foam.dao.ArraySink;
import foam.dao.ClientDAO;
import foam.dao.DAO;
import foam.dao.MDAO;
import foam.lang.EmptyX;
import foam.lang.FObject;
import foam.lang.X;
import foam.mlang.MLang;
import foam.mlang.sink.Count;
import java.io.FileOutputStream;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.atomic.AtomicReference;

/**
 * Round trips per second through FOAM's own ClientDAO -> SessionClientBox -> HTTPBox against a
 * box endpoint, beside the same calls on FOAM's in-memory MDAO for scale.
 *
 * usage: foambox.Bench ERA URL TOKEN [--n N] [--warmup S] [--seconds S] [--threads 1,16]
 *                      [--ops find,page,count] [--targets mdao,client,lean] [--load-threads T]
 *   Loads N Users (ids 1..N, organization "org" + id % 100) into a fresh MDAO and through the
 *   ClientDAO into URL/service/users (which must not hold ids 1..N already), then for each
 *   target, op and thread count runs the op in a loop on that many threads: --warmup seconds
 *   untimed, then --seconds timed. Every answer is checked (a find must find, a page must hold
 *   10, a count must be N / 100): a wrong answer stops the run, so a fast wrong server cannot
 *   look fast.
 *   ops: find   find(id), id uniform in 1..N
 *        page   where(EQ(organization, "orgK")).limit(10).select(ArraySink), K uniform in 0..99
 *        count  where(EQ(organization, "orgK")).select(Count)
 *   targets: mdao (FOAM's MDAO, in this JVM), client (FOAM's ClientDAO stack as FOAM builds it),
 *            lean (the same stack with LeanHTTPBox, below, in HTTPBox's place)
 * Prints one line per cell: `target op threads ops/s mean_us`, then a TSV block for scripts.
 */
public class Bench {
  static X x;
  static String url, token;
  static int n = 10_000;
  static PrintStream OUT;

  interface Op { void run(DAO dao, ThreadLocalRandom r); }

  public static void main(String[] args) throws Exception {
    String era = args[0]; url = args[1]; token = args[2];
    double warmup = 2, seconds = 5;
    String threadsArg = "1,16", opsArg = "find,page,count", targetsArg = "mdao,client";
    int loadThreads = 4;
    for ( int i = 3 ; i < args.length ; i++ ) {
      switch ( args[i] ) {
        case "--n":            n = Integer.parseInt(args[++i]); break;
        case "--warmup":       warmup = Double.parseDouble(args[++i]); break;
        case "--seconds":      seconds = Double.parseDouble(args[++i]); break;
        case "--threads":      threadsArg = args[++i]; break;
        case "--ops":          opsArg = args[++i]; break;
        case "--targets":      targetsArg = args[++i]; break;
        case "--load-threads": loadThreads = Integer.parseInt(args[++i]); break;
        default: throw new IllegalArgumentException("unknown argument " + args[i]);
      }
    }
    if ( n % 100 != 0 ) throw new IllegalArgumentException("--n must be a multiple of 100");
    // FOAM's StdoutLogger writes to stdout: keep stdout for the results.
    OUT = new PrintStream(new FileOutputStream(java.io.FileDescriptor.out), true, "UTF-8");
    System.setOut(new PrintStream(new FileOutputStream(java.io.FileDescriptor.err), true, "UTF-8"));
    x = EmptyX.instance().put("logger", foam.core.logger.StdoutLogger.instance());

    DAO mdao = new MDAO(User.getOwnClassInfo());
    DAO client = client(false);
    DAO lean = targetsArg.contains("lean") ? client(true) : null;

    // the same objects on both sides
    long t0 = System.nanoTime();
    for ( long id = 1 ; id <= n ; id++ ) mdao.put(user(id));
    double mdaoLoad = (System.nanoTime() - t0) / 1e9;
    t0 = System.nanoTime();
    final int lt = loadThreads;
    parallel(lt, t -> { for ( long id = 1 + t ; id <= n ; id += lt ) client.put(user(id)); });
    double clientLoad = (System.nanoTime() - t0) / 1e9;
    OUT.printf(Locale.ROOT, "%s: loaded %d users: MDAO %.2f s, ClientDAO %.2f s on %d threads (%.0f puts/s)%n",
      era, n, mdaoLoad, clientLoad, loadThreads, n / clientLoad);
    long have = ((Count) client.select(new Count())).getValue();
    if ( have != n ) throw new IllegalStateException("the server holds " + have + " users, expected " + n + " (start from an empty data directory)");
    if ( lean != null && ((Count) lean.select(new Count())).getValue() != n ) throw new IllegalStateException("the lean client counts otherwise");

    List<String> tsv = new ArrayList<>();
    for ( String target : targetsArg.split(",") ) {
      DAO dao = target.equals("mdao") ? mdao : target.equals("lean") ? lean : client;
      for ( String op : opsArg.split(",") ) {
        for ( String th : threadsArg.split(",") ) {
          int threads = Integer.parseInt(th);
          Op o = op(op);
          run(dao, o, threads, warmup);                 // JIT, connections, caches
          long t1 = System.nanoTime();
          long[] counts = run(dao, o, threads, seconds);
          // the span until the last thread's last call returned, not the nominal seconds
          double took = (System.nanoTime() - t1) / 1e9;
          long total = 0; for ( long c : counts ) total += c;
          double perS = total / took;
          double meanUs = threads * 1e6 / perS;
          OUT.printf(Locale.ROOT, "%-6s %-5s %2d threads %12.0f ops/s %10.1f us/op%n", target, op, threads, perS, meanUs);
          tsv.add(String.format(Locale.ROOT, "%s\t%s\t%s\t%d\t%.0f\t%.1f", era, target, op, threads, perS, meanUs));
        }
      }
    }
    OUT.println("# era\ttarget\top\tthreads\tops_per_s\tmean_us");
    for ( String l : tsv ) OUT.println(l);
    OUT.flush();
    System.exit(0);
  }

  /** FOAM's client stack, as a services.jrl "client" spec builds it (as Main.client does);
   *  lean: with LeanHTTPBox in HTTPBox's place. */
  static DAO client(boolean lean) {
    Box http;
    if ( lean ) { LeanHTTPBox b = new LeanHTTPBox(x); b.setUrl(url + "/service/users"); http = b; }
    else http = new HTTPBox.Builder(x).setUrl(url + "/service/users").build();
    Box sess = new SessionClientBox.Builder(x).setSessionID(token).setDelegate(http).build();
    return new ClientDAO.Builder(x).setOf(User.getOwnClassInfo()).setDelegate(sess).build();
  }

  /** FOAM's HTTPBox but for how it reads a reply: HTTPBox allocates an 8 MiB buffer for every
   *  reply (its cap on a message) and reads into it; this one reads the reply's bytes as they
   *  come, then parses them with the same JSONParser. Its rate against HTTPBox's is what that
   *  buffer costs FOAM's client per call, which is not the server's time. */
  static class LeanHTTPBox extends HTTPBox {
    LeanHTTPBox(X x) { super(x); }
    @Override public FObject getResponseMessage(java.net.HttpURLConnection conn) throws java.io.IOException {
      byte[] b;
      try ( java.io.InputStream in = conn.getInputStream() ) { b = in.readAllBytes(); }
      FObject m = getX().create(foam.lib.json.JSONParser.class).parseString(new String(b, java.nio.charset.StandardCharsets.UTF_8));
      if ( m == null ) throw new RuntimeException("Error parsing response.");
      return m;
    }
  }

  static User user(long id) {
    User u = new User();
    u.setId(id);
    u.setUserName("user" + id);
    u.setFirstName("First" + id);
    u.setLastName("Last" + id);
    u.setEmail("user" + id + "@example.org");
    u.setOrganization("org" + ( id % 100 ));
    u.setEmailVerified(id % 3 == 0);
    u.setLoginEnabled(id % 7 != 0);
    u.setLastLogin(new java.util.Date(1700000000000L + id * 1000));
    return u;
  }

  static Op op(String name) {
    final long perOrg = n / 100;
    switch ( name ) {
      case "find": return (dao, r) -> {
        long id = 1 + r.nextInt(n);
        User u = (User) dao.find(id);
        if ( u == null || u.getId() != id ) throw new IllegalStateException("find " + id + " gave " + u);
      };
      case "page": return (dao, r) -> {
        String org = "org" + r.nextInt(100);
        ArraySink s = (ArraySink) dao.where(MLang.EQ(User.ORGANIZATION, org)).limit(10).select(new ArraySink());
        if ( s.getArray().size() != Math.min(10, perOrg) ) throw new IllegalStateException("page " + org + " gave " + s.getArray().size());
      };
      case "count": return (dao, r) -> {
        String org = "org" + r.nextInt(100);
        long c = ((Count) dao.where(MLang.EQ(User.ORGANIZATION, org)).select(new Count())).getValue();
        if ( c != perOrg ) throw new IllegalStateException("count " + org + " gave " + c);
      };
      default: throw new IllegalArgumentException("unknown op " + name);
    }
  }

  /** Runs `op` on `threads` threads for `seconds`; the calls each thread completed. */
  static long[] run(DAO dao, Op op, int threads, double seconds) throws Exception {
    long[] counts = new long[threads];
    long deadline = System.nanoTime() + (long) ( seconds * 1e9 );
    parallel(threads, t -> {
      ThreadLocalRandom r = ThreadLocalRandom.current();
      long c = 0;
      while ( System.nanoTime() < deadline ) { op.run(dao, r); c++; }
      counts[t] = c;
    });
    return counts;
  }

  interface Body { void run(int t) throws Exception; }

  static void parallel(int threads, Body body) throws Exception {
    AtomicReference<Throwable> failure = new AtomicReference<>();
    CountDownLatch done = new CountDownLatch(threads);
    for ( int t = 0 ; t < threads ; t++ ) {
      final int tt = t;
      Thread th = new Thread(() -> {
        try { body.run(tt); } catch ( Throwable e ) { failure.compareAndSet(null, e); }
        finally { done.countDown(); }
      });
      th.start();
    }
    done.await();
    if ( failure.get() != null ) throw new RuntimeException(failure.get());
  }
}
