#!/usr/bin/env python3
"""boot_bench.sh's driver, inside the loopback-only namespace (stdlib only).

  boot_bench.py FOLIO DIR BUILD RUNS MODES ID WORK

A real FOAM server (foam.core.boot.Boot, from its own journals) with one served DAO of
`foam.dao.test.BenchmarkModel`, `benchmarkModelDAO`, in two ways:

  foam   an EasyDAO with FOAM's own journal: DIR/benchmark.jrl as `benchmarkModels.0` in
         JOURNAL_HOME, replayed by FOAM (the tree's F3FileJournal) when the service starts;
  folio  docs/foam.md's pattern: an EasyDAO whose innerDAO is the ClientDAO to
         `folio serve DIR --foam --read-only`, which boots the DAO from its snapshot; folio and
         FOAM's JVM are started at the same instant.

Both: "serve": true, "authenticate": false, GlobalReadAuthorizer (reads open, so an anonymous
find_ is the first answer). Timed from just before the JVM's spawn to the first answer of
`find_(ID)` on FOAM's web API (`/service/benchmarkModelDAO`) that is the object ID, asked every
10 ms. Prints one line per run and a summary.
"""
import json, os, shutil, signal, statistics, subprocess, sys, time, urllib.request

FOLIO, DIR, BUILD, RUNS, MODES, ID, WORK = sys.argv[1:8]
RUNS, ID = int(RUNS), int(ID)
JAVA = open(os.path.join(BUILD, 'java_home')).read().strip() + '/bin/java'
FOAM = os.path.join(BUILD, 'foam3')
FOLIO_PORT, FOAM_PORT = 8090, 8080
TOKEN = 'folio-bench-%d' % os.getpid()
JAVA_OPTS = os.environ.get('FOAM_JAVA_OPTS', '-Xss8m -Xmx12g').split()

SCRIPT = {
    'foam': '''
    return new foam.dao.EasyDAO.Builder(x)
      .setPm(false)
      .setOf(foam.dao.test.BenchmarkModel.getOwnClassInfo())
      .setAuthorizer(new foam.core.auth.GlobalReadAuthorizer("benchmarkmodel"))
      .setJournalType(foam.dao.JournalType.SINGLE_JOURNAL)
      .setJournalName("benchmarkModels")
      .build();
''',
    'folio': '''
    return new foam.dao.EasyDAO.Builder(x)
      .setPm(false)
      .setOf(foam.dao.test.BenchmarkModel.getOwnClassInfo())
      .setAuthorizer(new foam.core.auth.GlobalReadAuthorizer("benchmarkmodel"))
      .setInnerDAO(new foam.dao.ClientDAO.Builder(x)
        .setOf(foam.dao.test.BenchmarkModel.getOwnClassInfo())
        .setDelegate(new foam.box.SessionClientBox.Builder(x)
          .setSessionID("%s")
          .setDelegate(new foam.box.HTTPBox.Builder(x)
            .setUrl("http://127.0.0.1:%d/service/%s")
            .build())
          .build())
        .build())
      .build();
''',
}


def spec(mode, dao):
    script = SCRIPT[mode] % ((TOKEN, FOLIO_PORT, dao) if mode == 'folio' else ())
    return 'p({\n' + ',\n'.join([
        '  "class": "foam.core.boot.CSpec"', '  "name": "benchmarkModelDAO"', '  "serve": true',
        '  "authenticate": false', '  "serviceScript": """' + script + '  """']) + '\n})\n'


def journals(mode, dao):
    jh = os.path.join(WORK, 'journals')
    shutil.rmtree(WORK, ignore_errors=True)
    for d in ('journals', 'documents', 'logs', 'run'):
        os.makedirs(os.path.join(WORK, d))
    src = os.path.join(FOAM, 'build', 'journals')
    for f in os.listdir(src):
        shutil.copy(os.path.join(src, f), jh)
    with open(os.path.join(jh, 'services.0'), 'a') as f:
        f.write('\n' + spec(mode, dao))
    if mode == 'foam':
        os.link(os.path.join(DIR, 'benchmark.jrl'), os.path.join(jh, 'benchmarkModels.0'))
    return jh


def ask():
    body = {'class': 'foam.box.Envelope',
            'message': {'class': 'foam.box.SessionedMessage', 'sessionId': 'bench-anon',
                        'message': {'class': 'foam.box.RPCMessage', 'name': 'find_', 'args': [None, ID]}},
            'replyBox': {'class': 'foam.box.HTTPReplyBox'}}
    req = urllib.request.Request('http://127.0.0.1:%d/service/benchmarkModelDAO' % FOAM_PORT,
                                 data=json.dumps(body).encode(), method='POST')
    with urllib.request.urlopen(req, timeout=1800) as r:
        m = json.loads(r.read()).get('message', {})
    d = m.get('data')
    return isinstance(d, dict) and d.get('seq') == ID, m


def wait_listen(port, limit):
    import socket
    end = time.time() + limit
    while time.time() < end:
        try:
            socket.create_connection(('127.0.0.1', port), 0.2).close()
            return True
        except OSError:
            time.sleep(0.005)
    return False


def run(mode, dao):
    jh = journals(mode, dao)
    procs, folio_ready = [], None
    t0 = time.perf_counter()
    try:
        if mode == 'folio':
            procs.append(subprocess.Popen([FOLIO, 'serve', DIR, '--models', os.path.join(DIR, 'benchmark.models.json'),
                                           '--foam', '127.0.0.1:%d' % FOLIO_PORT, '--token', TOKEN, '--read-only'],
                                          stdout=subprocess.DEVNULL, stderr=open(os.path.join(WORK, 'folio.err'), 'w')))
        foam = subprocess.Popen([JAVA] + JAVA_OPTS + ['-cp', '%s/build/lib/*:%s/build/classes' % (FOAM, FOAM),
                                 '-DJOURNAL_HOME=' + jh, '-DDOCUMENT_HOME=' + os.path.join(WORK, 'documents'),
                                 '-DLOG_HOME=' + os.path.join(WORK, 'logs'), '-Dhttp.port=%d' % FOAM_PORT,
                                 '-Duser.timezone=GMT', '-Dcore.webroot=' + FOAM, 'foam.core.boot.Boot'],
                                cwd=os.path.join(WORK, 'run'), stdout=open(os.path.join(WORK, 'foam.log'), 'w'),
                                stderr=subprocess.STDOUT)
        procs.append(foam)
        if mode == 'folio' and wait_listen(FOLIO_PORT, 120):
            folio_ready = time.perf_counter() - t0
        last, end = None, time.time() + 1800
        while time.time() < end:
            if foam.poll() is not None:
                return None, folio_ready, 'FOAM exited %s' % foam.returncode
            try:
                ok, m = ask()
                if ok:
                    return time.perf_counter() - t0, folio_ready, ''
                last = json.dumps(m)[:300]
            except OSError as e:
                last = str(e)
            time.sleep(0.01)
        return None, folio_ready, 'no answer: %s' % last
    finally:
        for p in procs:
            p.send_signal(signal.SIGTERM)
        for p in procs:
            try:
                p.wait(30)
            except subprocess.TimeoutExpired:
                p.kill(); p.wait()


def main():
    models = json.load(open(os.path.join(DIR, 'benchmark.models.json')))
    daos = models.get('daos') or {}
    dao = next(iter(daos), None) if isinstance(daos, dict) else None
    dao = dao or 'benchmark'
    results = {m: [] for m in MODES.split(',')}
    for r in range(RUNS):
        for mode in results:
            s, ready, err = run(mode, dao)
            extra = '' if ready is None else ', folio listening at %.2f s' % ready
            if s is None:
                print('run %d %-5s FAIL %s%s' % (r + 1, mode, err, extra), flush=True)
            else:
                results[mode].append(s)
                print('run %d %-5s %.2f s to the first answer of find_(%d) on /service/benchmarkModelDAO%s'
                      % (r + 1, mode, s, ID, extra), flush=True)
    for mode, v in results.items():
        if v:
            print('%-5s median %.2f s, min %.2f s, max %.2f s over %d runs' % (mode, statistics.median(v), min(v), max(v), len(v)))
    return 0 if all(len(v) == RUNS for v in results.values()) else 1


if __name__ == '__main__':
    sys.exit(main())
