#!/usr/bin/env python3
"""Recording HTTP proxy between FOAM's HTTPBox and a box endpoint (folio serve --foam), or a
stand-in that answers recorded replies (--canned), for the harness in this folder.

    proxy.py --listen PORT --upstream http://HOST:PORT --era ERA [--record FILE]
    proxy.py --listen PORT --canned DIR --era ERA [--record FILE]

The harness names the step it is about to run with `GET /__step?name=STEP` (answered here, never
forwarded), so each recorded exchange carries its step. Every POST is forwarded byte for byte
(body, Content-Type, Accept) and its reply returned as it came (status, body, Content-Type), so
the client sees the server itself. --record appends one JSON line per exchange:
{"era","step","http","request_body","status","reply_body"}.

--canned DIR answers from the recorded exchanges DIR/<era>-*.json (FOAM's own client and server,
see testdata/foam-wire): a request whose body equals a recorded request_body gets that
reply; any other gets status 599 and is reported on stderr. It checks that the harness's client
stack sends exactly the bytes FOAM's own client sent, before a server exists.
"""
import argparse, glob, json, sys, threading, urllib.parse, urllib.request, urllib.error
from http.server import ThreadingHTTPServer, BaseHTTPRequestHandler

ap = argparse.ArgumentParser()
ap.add_argument('--listen', type=int, required=True)
ap.add_argument('--upstream')
ap.add_argument('--canned')
ap.add_argument('--era', required=True)
ap.add_argument('--record')
args = ap.parse_args()

lock = threading.Lock()
state = {'step': None, 'mismatches': 0}
canned = {}
if args.canned:
    for f in sorted(glob.glob(f'{args.canned}/{args.era}-*.json')):
        d = json.load(open(f, encoding='utf-8'))
        canned[(d['http'], d['request_body'])] = (d['status'], d['reply_body'], f)
rec = open(args.record, 'a', encoding='utf-8') if args.record else None


class H(BaseHTTPRequestHandler):
    protocol_version = 'HTTP/1.1'

    def log_message(self, *a):
        pass

    def reply(self, status, body, ctype='application/json'):
        b = body.encode('utf-8') if isinstance(body, str) else body
        self.send_response(status)
        self.send_header('Content-Type', ctype)
        self.send_header('Content-Length', str(len(b)))
        self.end_headers()
        self.wfile.write(b)

    def do_GET(self):
        u = urllib.parse.urlparse(self.path)
        if u.path == '/__step':
            with lock:
                state['step'] = urllib.parse.parse_qs(u.query).get('name', [None])[0]
            return self.reply(200, 'ok', 'text/plain')
        if u.path == '/__mismatches':
            return self.reply(200, str(state['mismatches']), 'text/plain')
        self.reply(404, 'not found', 'text/plain')

    def do_POST(self):
        n = int(self.headers.get('Content-Length') or 0)
        body = self.rfile.read(n)
        text = body.decode('utf-8', errors='surrogateescape')
        http = f'POST {self.path}'
        if args.canned:
            hit = canned.get((http, text))
            if hit:
                status, rbody, ctype = hit[0], hit[1].encode('utf-8'), 'application/json'
            else:
                with lock:
                    state['mismatches'] += 1
                print(f'proxy: no recorded exchange for step {state["step"]}: {http} {text}',
                      file=sys.stderr, flush=True)
                status, rbody, ctype = 599, b'no recorded exchange', 'text/plain'
        else:
            req = urllib.request.Request(args.upstream + self.path, data=body, method='POST')
            for h in ('Content-Type', 'Accept', 'Origin', 'Authorization'):
                if self.headers.get(h) is not None:
                    req.add_header(h, self.headers[h])
            try:
                with urllib.request.urlopen(req, timeout=60) as r:
                    status, rbody, ctype = r.status, r.read(), r.headers.get('Content-Type', '')
            except urllib.error.HTTPError as e:
                status, rbody, ctype = e.code, e.read(), e.headers.get('Content-Type', '')
            except Exception as e:  # the server is gone: the client sees a 502
                status, rbody, ctype = 502, f'proxy: upstream failed: {e}'.encode(), 'text/plain'
        if rec:
            with lock:
                rec.write(json.dumps({'era': args.era, 'step': state['step'], 'http': http,
                                      'request_body': text, 'status': status,
                                      'reply_body': rbody.decode('utf-8', errors='replace')},
                                     ensure_ascii=False) + '\n')
                rec.flush()
        self.reply(status, rbody, ctype or 'application/json')


class Server(ThreadingHTTPServer):
    daemon_threads = True

    def handle_error(self, request, client_address):
        # a client that drops its keep-alive connection (Java does after an error status) is no error
        if isinstance(sys.exc_info()[1], ConnectionError):
            return
        super().handle_error(request, client_address)


srv = Server(('127.0.0.1', args.listen), H)
print(f'proxy: listening on 127.0.0.1:{srv.server_address[1]}', file=sys.stderr, flush=True)
srv.serve_forever()
