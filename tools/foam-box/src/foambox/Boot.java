package foambox;

// FOAM 2026 only: foam.dao.test.BenchmarkModel, the class of `folio gen`'s journal, is not in the
// 2024 build.

import foam.box.Box;
import foam.box.HTTPBox;
import foam.box.SessionClientBox;
import foam.core.fs.FileSystemStorage;
import foam.core.fs.Storage;
import foam.dao.ClientDAO;
import foam.dao.DAO;
import foam.dao.MDAO;
import foam.dao.test.BenchmarkModel;
import foam.lang.EmptyX;
import foam.lang.FObject;
import foam.lang.X;
import java.io.BufferedReader;
import java.io.File;
import java.io.FileOutputStream;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Time from a process's start to the first answered find of one BenchmarkModel, for FOAM's own
 * replay of a `folio gen` journal and for `folio serve --foam` booting the same journal from its
 * snapshot, asked through FOAM's own ClientDAO.
 *
 * usage: foambox.Boot drive FOLIO DIR ID RUNS MODES CHILD_JAVA_OPTS
 *          DIR holds benchmark.jrl, benchmark.models.json and (for folio) the DAO's snapshot;
 *          MODES: a comma list of
 *            foam   a fresh JVM (CHILD_JAVA_OPTS) replays DIR/benchmark.jrl exactly as
 *                   tools/foam-oracle's run.sh does by default (foamoracle.OracleJournal: FOAM's
 *                   getEntry, JSONParser, mergeFObject and MDAO), then finds ID on the MDAO
 *            f3     the same with the tree's own F3FileJournal.replay (its Jackson fast path,
 *                   which drops what it cannot set: not the oracle's state, but FOAM's boot)
 *            folio  FOLIO serve DIR --models DIR/benchmark.models.json --foam ADDR --token T
 *                   --read-only; this JVM's ClientDAO (warmed on an earlier server) asks find(ID)
 *                   every 5 ms until it is answered
 *          Each run times from just before the process is spawned to the answer; the modes take
 *          turns, RUNS rounds, after one untimed folio round that warms this JVM's client.
 *        foambox.Boot replay foam|f3 JOURNAL ID      (the child of the foam and f3 modes)
 */
public class Boot {
  static PrintStream OUT;

  public static void main(String[] args) throws Exception {
    OUT = new PrintStream(new FileOutputStream(java.io.FileDescriptor.out), true, "UTF-8");
    System.setOut(new PrintStream(new FileOutputStream(java.io.FileDescriptor.err), true, "UTF-8"));
    if ( args[0].equals("replay") ) { replay(args[1], args[2], Long.parseLong(args[3])); return; }
    drive(args[1], args[2], Long.parseLong(args[3]), Integer.parseInt(args[4]), args[5].split(","), args[6]);
  }

  // ---------------------------------------------------------------- the FOAM child

  static void replay(String mode, String path, long id) throws Exception {
    X x = EmptyX.instance();
    x = x.put(Storage.class, new FileSystemStorage());
    x = x.put(FileSystemStorage.class, new FileSystemStorage());
    x = x.put("logger", foam.core.logger.StdoutLogger.instance());
    path = new File(path).getAbsolutePath();
    MDAO mdao = new MDAO(BenchmarkModel.getOwnClassInfo());
    mdao.setX(x);
    mdao.setSafeMode(false);   // as JDAO does during replay, and the oracle
    long t0 = System.nanoTime();
    String counts;
    if ( mode.equals("foam") ) {
      foamoracle.OracleJournal j = new foamoracle.OracleJournal(x);
      j.setFilename(path); j.setCreateFile(false); j.setDao(mdao);
      j.replayFoamParser(x, mdao);
      counts = "pass=" + j.foamPass + " fail=" + j.foamFail + " errors=" + j.errors.size();
    } else {
      foam.dao.F3FileJournal j = new foam.dao.F3FileJournal.Builder(x)
        .setDao(mdao).setFilename(path).setCreateFile(false).build();
      j.replay(x, mdao);
      counts = "pass=" + j.getPassCount() + " fail=" + j.getFailCount();
    }
    mdao.setSafeMode(true);
    long t1 = System.nanoTime();
    FObject o = (FObject) mdao.find(id);
    // CPU time says how much work the replay was when a busy machine stretches its wall time
    long cpu = ((com.sun.management.OperatingSystemMXBean) java.lang.management.ManagementFactory.getOperatingSystemMXBean()).getProcessCpuTime();
    OUT.println("found " + ( o != null ) + " " + counts + " replay_ms=" + ( t1 - t0 ) / 1_000_000
      + String.format(Locale.ROOT, " cpu_s=%.1f", cpu / 1e9));
    OUT.flush();
    // after the answer, outside the parent's clock: what the replayed objects hold on the heap
    System.gc();
    Runtime rt = Runtime.getRuntime();
    OUT.println("heap_used_mb=" + ( rt.totalMemory() - rt.freeMemory() ) / ( 1 << 20 ));
    OUT.flush();
    System.exit(0);
  }

  // ---------------------------------------------------------------- the driver

  static final class Result { double s; String note; Result(double s, String note) { this.s = s; this.note = note; } }

  static void drive(String folio, String dir, long id, int runs, String[] modes, String childOpts) throws Exception {
    Map<String, List<Double>> times = new LinkedHashMap<>();
    for ( String m : modes ) times.put(m, new ArrayList<>());
    if ( times.containsKey("folio") ) {
      Result w = folio(folio, dir, id);
      OUT.printf(Locale.ROOT, "warm-up folio: %.3f s (%s), untimed%n", w.s, w.note);
    }
    for ( int r = 1 ; r <= runs ; r++ ) {
      for ( String m : modes ) {
        Result res = m.equals("folio") ? folio(folio, dir, id) : foam(m, dir, id, childOpts);
        times.get(m).add(res.s);
        OUT.printf(Locale.ROOT, "run %d %-5s %.3f s  %s%n", r, m, res.s, res.note);
      }
    }
    OUT.println("# mode\tmedian_s\tmin_s\tmax_s\truns");
    for ( Map.Entry<String, List<Double>> e : times.entrySet() ) {
      double[] v = e.getValue().stream().mapToDouble(Double::doubleValue).sorted().toArray();
      StringBuilder all = new StringBuilder();
      for ( double d : e.getValue() ) all.append(all.length() == 0 ? "" : ",").append(String.format(Locale.ROOT, "%.3f", d));
      OUT.printf(Locale.ROOT, "%s\t%.3f\t%.3f\t%.3f\t%s%n", e.getKey(), v[v.length / 2], v[0], v[v.length - 1], all);
    }
    OUT.flush();
    System.exit(0);
  }

  static Result foam(String mode, String dir, long id, String childOpts) throws Exception {
    List<String> cmd = new ArrayList<>();
    cmd.add(System.getProperty("java.home") + "/bin/java");
    cmd.addAll(Arrays.asList(childOpts.trim().split("\\s+")));
    cmd.addAll(Arrays.asList("-cp", System.getProperty("java.class.path"), "foambox.Boot", "replay", mode,
      dir + "/benchmark.jrl", Long.toString(id)));
    File err = File.createTempFile("foam-boot", ".err");
    ProcessBuilder pb = new ProcessBuilder(cmd).redirectError(err);
    long t0 = System.nanoTime();
    Process p = pb.start();
    BufferedReader in = new BufferedReader(new InputStreamReader(p.getInputStream(), "UTF-8"));
    String line = in.readLine();
    double s = ( System.nanoTime() - t0 ) / 1e9;
    if ( line == null || ! line.startsWith("found true") ) {
      p.waitFor();
      throw new IllegalStateException("FOAM's replay did not find " + id + ": " + line + "\n" + Files.readString(err.toPath()));
    }
    String heap = in.readLine();
    p.waitFor();
    err.delete();
    return new Result(s, line.substring("found true ".length()) + " " + heap);
  }

  static int port() throws Exception {
    try ( java.net.ServerSocket s = new java.net.ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress()) ) { return s.getLocalPort(); }
  }

  static DAO client;
  static int clientPort;

  static Result folio(String folio, String dir, long id) throws Exception {
    int port = port();
    String token = "folio-boot-" + System.nanoTime();
    X x = EmptyX.instance().put("logger", foam.core.logger.StdoutLogger.instance());
    Box http = new HTTPBox.Builder(x).setUrl("http://127.0.0.1:" + port + "/service/benchmark").build();
    Box sess = new SessionClientBox.Builder(x).setSessionID(token).setDelegate(http).build();
    DAO dao = new ClientDAO.Builder(x).setOf(BenchmarkModel.getOwnClassInfo()).setDelegate(sess).build();
    File err = File.createTempFile("folio-boot", ".err");
    ProcessBuilder pb = new ProcessBuilder(folio, "serve", dir, "--models", dir + "/benchmark.models.json",
      "--foam", "127.0.0.1:" + port, "--token", token, "--read-only")
      .redirectError(err).redirectOutput(ProcessBuilder.Redirect.DISCARD);
    long t0 = System.nanoTime();
    Process p = pb.start();
    FObject o = null;
    int attempts = 0;
    while ( o == null ) {
      attempts++;
      try {
        o = (FObject) dao.find(id);
        if ( o == null ) throw new IllegalStateException("folio answered null for " + id);
      } catch ( IllegalStateException e ) {
        throw e;
      } catch ( Throwable t ) {
        // not listening yet: connection refused
        if ( ! p.isAlive() ) throw new IllegalStateException("folio serve exited " + p.exitValue() + ": " + Files.readString(err.toPath()));
        Thread.sleep(5);
      }
    }
    double s = ( System.nanoTime() - t0 ) / 1e9;
    // utime + stime in clock ticks (fields 14 and 15 of /proc/PID/stat; the name field, in
    // parentheses, holds no space for folio)
    String[] stat = Files.readString(Path.of("/proc/" + p.pid() + "/stat")).split(" ");
    double cpu = ( Long.parseLong(stat[13]) + Long.parseLong(stat[14]) ) / 100.0;
    String hwm = "";
    for ( String l : Files.readAllLines(Path.of("/proc/" + p.pid() + "/status")) )
      if ( l.startsWith("VmHWM:") ) hwm = "peak_rss_mb=" + Long.parseLong(l.replaceAll("\\D", "")) / 1024;
    p.destroy();   // SIGTERM
    int rc = p.waitFor();
    String stderr = Files.readString(err.toPath());
    err.delete();
    if ( rc != 0 ) throw new IllegalStateException("folio serve exited " + rc + ": " + stderr);
    if ( stderr.contains("not used") ) throw new IllegalStateException("the snapshot was not used: " + stderr);
    return new Result(s, String.format(Locale.ROOT, "attempts=%d cpu_s=%.2f %s", attempts, cpu, hwm));
  }
}
