#!/usr/bin/env python3
"""Steps of boot_services.sh (stdlib only). Each check prints `PASS what (seconds)` or `FAIL ...`.

  wait PORT SECONDS                      a TCP listener on 127.0.0.1:PORT
  block DOC ERA ADDR TOKEN               the era's services block of docs/foam.md, exactly as
                                         printed, with folio's address and token filled in
  fixtures ERA JOURNALS FOLIO_ADDR           two users (users.0) and the server-side test (tests.0)
  testlog LOG EXIT SECONDS               the server-side test's result, from FOAM's test runner
  waithttp ERA PORT SECONDS              FOAM's /service/countryDAO answers a select_
  web ERA FOAM_PORT FOLIO_PORT TOKEN     the web API checks, each seen from folio too
  foamlog LOG...                         FOAM read the block: no parse error, no broken spec
"""
import json, re, socket, sys, time, urllib.request

# What differs between the eras: package names, the spec DAO's name, the box envelope.
ERAS = {
    '2026': {'auth': 'foam.core.auth', 'spec': 'foam.core.boot.CSpec', 'specDAO': 'cSpecDAO',
             'test': 'foam.core.test.Test'},
    '2024': {'auth': 'foam.nanos.auth', 'spec': 'foam.nanos.boot.NSpec', 'specDAO': 'nSpecDAO',
             'test': 'foam.nanos.test.Test'},
}
ERA = ERAS['2026']
# FOAM's own fit deployment's admin users (deployment/fit/journals/users.jrl) carry this hash of
# the password "secret"; one user in FOAM's admin group ("*"), one in basicUser (no country.*).
# (Groups the build's journals lack are added, with no permissions of their own.)
SECRET = '7A6sKLKsb1k=:i+IBM76zFN2GRuoO7Wv7QcR1xrcOcRl5O9h3waC7uSPTe0EsrrgFq7aog0bL9LavgxTMoclvSMyvFlO2t6bmHg=='
USERS = [(1001, 'admin', 'admin'), (1002, 'clerk', 'basicUser')]

# The server-side test: BeanShell, run by FOAM's TestRunnerScript in the booted server, `x` its
# context. It walks the served DAO's delegates to the ClientDAO, reads the merged spec, and puts
# one Country through the service as FOAM's own server code would.
TEST_CODE = r'''
dao = x.get("countryDAO");
chain = new StringBuilder();
client = null;
d = dao;
for ( int i = 0 ; i < 64 && d != null ; i++ ) {
  chain.append(d.getClass().getName()).append(" > ");
  if ( d instanceof foam.dao.ClientDAO ) { client = d; break; }
  if ( d instanceof foam.dao.ProxyDAO ) d = d.getDelegate(); else d = null;
}
print("CHAIN: " + chain);
test(client != null, "countryDAO in FOAM's context reaches a ClientDAO: " + chain);
test(chain.toString().contains("AUTH.AuthorizationDAO > "), "FOAM's AuthorizationDAO is between FOAM's callers and the ClientDAO");
url = "";
if ( client != null ) {
  b = client.getDelegate();
  while ( b != null && ! ( b instanceof foam.box.HTTPBox ) && b instanceof foam.box.ProxyBox ) b = b.getDelegate();
  if ( b instanceof foam.box.HTTPBox ) url = b.getUrl();
}
test(url.equals("http://FOLIO_ADDR/service/countries"), "the ClientDAO's HTTPBox goes to folio: " + url);
spec = x.get("SPEC_DAO").find("countryDAO");
test(spec != null && spec.getServe(), "the countryDAO spec is served (serve: true)");
test(spec != null && ! spec.getAuthenticate() && spec.getClient() != null && spec.getClient().length() > 0,
  "the block merged into FOAM's own countryDAO spec: authenticate " + (spec == null ? "?" : "" + spec.getAuthenticate()) + ", client kept");
c = new AUTH.Country();
c.setCode("QM");
c.setName("Put inside FOAM");
dao.put(c);
f = client == null ? null : client.find("QM");
test(f != null && "Put inside FOAM".equals(f.getName()), "a put in FOAM's context is found through the ClientDAO: " + f);
'''


def step(ok, what, secs=None):
    print('%-4s %s%s' % ('PASS' if ok else 'FAIL', what, '' if secs is None else ' (%.1f s)' % secs), flush=True)
    return ok


def envelope(name, args, session=None):
    msg = {'class': 'foam.box.RPCMessage', 'name': name, 'args': args}
    if ERA is ERAS['2024']:   # foam.box.Message{attributes: {replyBox, sessionId}, object}
        attributes = {'replyBox': {'class': 'foam.box.HTTPReplyBox'}}
        if session is not None:
            attributes['sessionId'] = session
        return {'class': 'foam.box.Message', 'attributes': attributes, 'object': msg}
    if session is not None:
        msg = {'class': 'foam.box.SessionedMessage', 'sessionId': session, 'message': msg}
    return {'class': 'foam.box.Envelope', 'message': msg, 'replyBox': {'class': 'foam.box.HTTPReplyBox'}}


def post(port, service, body, timeout=30):
    req = urllib.request.Request('http://127.0.0.1:%d/service/%s' % (port, service),
                                 data=json.dumps(body).encode(), method='POST',
                                 headers={'Content-Type': 'application/json'})
    try:
        with urllib.request.urlopen(req, timeout=timeout) as r:
            return r.status, r.read().decode('utf-8', 'replace')
    except urllib.error.HTTPError as e:
        return e.code, e.read().decode('utf-8', 'replace')


def reply(text):
    """(kind, data): kind 'return' or 'error' (FOAM's RPCReturnMessage / RPCErrorMessage)."""
    try:
        top = json.loads(text)
        m = top.get('message') or top.get('object') or {}
    except ValueError:
        return 'unparsed', text[:300]
    kind = {'foam.box.RPCReturnMessage': 'return', 'foam.box.RPCErrorMessage': 'error'}.get(m.get('class'), m.get('class'))
    return kind, m.get('data')


def folio_find(folio_port, token, code):
    """folio's own answer: find_ on folio's box endpoint with folio's token."""
    status, text = post(folio_port, 'countries', envelope('find_', [None, code], token))
    kind, data = reply(text)
    if kind != 'return':
        raise RuntimeError('folio answered %s %s' % (status, text[:300]))
    return data


def wait(port, secs):
    end = time.time() + float(secs)
    while time.time() < end:
        try:
            socket.create_connection(('127.0.0.1', int(port)), 0.2).close()
            return 0
        except OSError:
            time.sleep(0.05)
    return 1


def block(doc, era, addr, token):
    section, blocks, cur = False, [], None
    for line in open(doc, encoding='utf-8').read().split('\n'):
        if cur is None and line.startswith('## '):
            section = line == '## Pointing a FOAM DAO at folio'
            continue
        if not section:
            continue
        if line.startswith('```'):
            if cur is None:
                cur = []
            else:
                if any('serviceScript' in l for l in cur):
                    blocks.append(cur)
                cur = None
            continue
        if cur is not None:
            cur.append(line)
    cls = {'2026': 'foam.core.boot.CSpec', '2024': 'foam.nanos.boot.NSpec'}[era]
    mine = [b for b in blocks if any(cls in l for l in b)]
    if len(mine) != 1:
        print('boot_services: %d services blocks with %s in docs/foam.md' % (len(mine), cls), file=sys.stderr)
        return 1
    text = '\n'.join(mine[0]) + '\n'
    if text.count('folio-host:8090') != 1 or text.count('TOKEN') != 1:
        print('boot_services: the block does not name folio-host:8090 and TOKEN once each', file=sys.stderr)
        return 1
    sys.stdout.write(text.replace('folio-host:8090', addr).replace('TOKEN', token))
    return 0


def fixtures(era, journals, folio_addr):
    e = ERAS[era]
    with open(journals + '/users.0', 'a', encoding='utf-8') as f:
        for uid, name, group in USERS:
            f.write('p(%s)\n' % json.dumps({
                'class': e['auth'] + '.User', 'id': uid, 'firstName': name, 'lastName': name,
                'email': name + '@example.com', 'userName': name, 'group': group,
                'emailVerified': True, 'loginEnabled': True, 'lifecycleState': 1,
                'passwordExpiry': '2999-04-30T21:06:54.403Z', 'password': SECRET}))
    # the users' groups, where the build's journals lack them (the 2024 build's hold only system
    # and anonymous, though its junctions give admin "*")
    groups = open(journals + '/groups.0', encoding='utf-8').read()
    with open(journals + '/groups.0', 'a', encoding='utf-8') as f:
        for group in sorted({g for _, _, g in USERS}):
            if not re.search(r'"?id"?\s*:\s*"%s"' % group, groups):
                f.write('\np(%s)\n' % json.dumps({'class': e['auth'] + '.Group', 'id': group, 'parent': '',
                                                   'description': 'for boot_services.sh'}))
    with open(journals + '/tests.0', 'a', encoding='utf-8') as f:
        f.write('\np(%s)\n' % json.dumps({
            'class': e['test'], 'id': 'folioServicesBlock', 'server': True,
            'description': "docs/foam.md's services block, in the booted server",
            'code': TEST_CODE.replace('FOLIO_ADDR', folio_addr).replace('SPEC_DAO', e['specDAO'])
                             .replace('AUTH.', e['auth'] + '.')}))
    return 0


def testlog(log, code, secs):
    text = open(log, encoding='utf-8', errors='replace').read()
    lines = [l for l in text.split('\n') if re.search(r'(SUCCESS|FAILURE): |CHAIN: ', l)]
    for l in lines:
        l = re.sub(r'\x1b\[[0-9;]*m|\u2713|\u2717', '', l)
        l = l[l.index('CHAIN: '):] if 'CHAIN: ' in l else l
        print('     ' + l.strip())
    ok = code == '0' and any('SUCCESS: ' in l for l in lines) and not any('FAILURE: ' in l for l in lines)
    if not ok:
        for l in text.split('\n')[-15:]:
            print('     | ' + l)
    step(ok, "FOAM's test runner, inside the booted server (testRunnerScript, exit %s)" % code,
         float(secs))
    return 0 if ok else 1


def waithttp(era, port, secs):
    global ERA
    ERA = ERAS[era]
    end = time.time() + float(secs)
    while time.time() < end:
        try:
            status, text = post(int(port), 'countryDAO', envelope('select_', [None, {'class': 'foam.dao.ArraySink'}, 0, 1, None, None], 'folio-boot-wait'), 2)
            if status == 200 and reply(text)[0] == 'return':
                return 0
        except OSError:
            pass
        time.sleep(0.05)
    return 1


def web(era, foam_port, folio_port, token):
    global ERA
    ERA = ERAS[era]
    foam_port, folio_port, ok = int(foam_port), int(folio_port), True

    def timed(f):
        t = time.time()
        r = f()
        return r, time.time() - t

    def country(code, name):
        return {'class': ERA['auth'] + '.Country', 'code': code, 'name': name}

    # what the booted server's own test put is in folio
    (seen, secs) = timed(lambda: folio_find(folio_port, token, 'QM'))
    ok &= step(bool(seen) and seen.get('name') == 'Put inside FOAM',
               "folio holds the Country the test put inside FOAM (folio's find_: %s)" % json.dumps(seen), secs)

    # anonymous: an unknown session id, and no session at all
    for label, session, code in (('a session no one logged in to', 'anon-%d' % time.time_ns(), 'QN'),
                                 ('no session', None, 'QO')):
        t = time.time()
        status, text = post(foam_port, 'countryDAO', envelope('put_', [None, country(code, 'anonymous put')], session))
        kind, data = reply(text)
        after = folio_find(folio_port, token, code)
        refused = kind != 'return'
        why = (data or {}).get('id') or (data or {}).get('message') if isinstance(data, dict) else str(data)[:200]
        ok &= step(refused and after is None,
                   "an anonymous put_ on FOAM's /service/countryDAO (%s) is refused by FOAM (HTTP %s, %s: %s) and folio has no %s (%s)"
                   % (label, status, kind, why, code, 'none' if after is None else json.dumps(after)), time.time() - t)

    # anonymous read: FOAM's countryDAO lets anyone read (GlobalReadAuthorizer); an object put
    # into folio directly (folio's put_, with folio's token) must come back through FOAM
    t = time.time()
    status, text = post(folio_port, 'countries', envelope('put_', [None, country('QR', 'Put into folio')], token))
    status, text = post(foam_port, 'countryDAO', envelope('find_', [None, 'QR'], 'anon-read-%d' % time.time_ns()))
    kind, data = reply(text)
    ok &= step(kind == 'return' and isinstance(data, dict) and data.get('name') == 'Put into folio',
               "an anonymous find_ on FOAM's /service/countryDAO of a Country put into folio directly is served "
               "(FOAM's countryDAO reads are open): %s %s" % (kind, json.dumps(data)[:120]), time.time() - t)

    # logged in through FOAM's own auth service, as FOAM's web client does: login(x, id, password)
    # on /service/auth with the browser's session id, then calls carry that session id
    for name, code, allowed in (('clerk', 'QP', False), ('admin', 'QQ', True)):
        session = 'folio-boot-%s-%d' % (name, time.time_ns())
        t = time.time()
        status, text = post(foam_port, 'auth', envelope('login', [None, name, 'secret'], session))
        kind, user = reply(text)
        logged = kind == 'return' and isinstance(user, dict) and user.get('userName') == name
        ok &= step(logged, "%s logs in through FOAM's /service/auth (login; %s)"
                   % (name, ('group ' + str(user.get('group'))) if logged else '%s %s' % (kind, json.dumps(user)[:300])),
                   time.time() - t)
        if not logged:
            continue
        t = time.time()
        status, text = post(foam_port, 'countryDAO', envelope('put_', [None, country(code, 'put by ' + name)], session))
        kind, data = reply(text)
        after = folio_find(folio_port, token, code)
        if allowed:
            put = kind == 'return' and after is not None and after.get('name') == 'put by ' + name
            ok &= step(put, "%s's put_ on FOAM's /service/countryDAO is served (%s) and folio holds it (%s)"
                       % (name, kind, json.dumps(after)), time.time() - t)
            if not put:
                continue
            t = time.time()
            status, text = post(foam_port, 'countryDAO', envelope('remove_', [None, country(code, '')], session))
            kind, data = reply(text)
            after = folio_find(folio_port, token, code)
            ok &= step(kind == 'return' and after is None,
                       "%s's remove_ on FOAM's /service/countryDAO is served and folio no longer has %s" % (name, code),
                       time.time() - t)
        else:
            why = data.get('id') if isinstance(data, dict) else str(data)[:200]
            ok &= step(kind != 'return' and after is None,
                       "%s (logged in, no country.create) is refused by FOAM (%s: %s) and folio has no %s"
                       % (name, kind, why, code), time.time() - t)
    return 0 if ok else 1


def foamlog(*logs):
    bad = []
    for log in logs:
        for l in open(log, encoding='utf-8', errors='replace'):
            if ('is not a modelled class' in l or 'Entry is not properly closed' in l
                    or ('services' in l and re.search(r'pars(e|ing) (error|failed)|Failed to parse', l, re.I))):
                bad.append(l.strip()[:300])
    for l in bad[:10]:
        print('     ' + l)
    return 0 if step(not bad, "FOAM's logs: no services entry failed to parse (%d lines flagged)" % len(bad)) else 1


if __name__ == '__main__':
    cmd, args = sys.argv[1], sys.argv[2:]
    sys.exit({'wait': wait, 'block': block, 'fixtures': fixtures, 'testlog': testlog,
              'waithttp': waithttp, 'web': web, 'foamlog': foamlog}[cmd](*args))
