// Round trips per second and p50/p99 latency of `find` against `folio serve` and a
// vscode-jsonrpc server holding the same objects, over stdio and TCP, one request in flight and
// 64 in flight, for three payload sizes. The client is a few lines of raw framing (not a
// library), so both servers are measured through the same client.
//
// Usage: node driver.js FOLIO [SECONDS_PER_ROW [RESULTS.json]]   (see bench/README.md)
// With RESULTS.json, also writes the rows there as JSON, which `folio-bench charts` draws.
'use strict';
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const net = require('node:net');
const { spawn } = require('node:child_process');
const { sizes, journal } = require('./payloads');

const [folio, secondsArg, resultsPath] = process.argv.slice(2);
const seconds = Number(secondsArg ?? 1);

// A framed duplex: send(object) and on-message callbacks, Content-Length or line framing.
function framed(readable, writable, lines, onMessage) {
  let buffer = Buffer.alloc(0);
  readable.on('data', (chunk) => {
    buffer = Buffer.concat([buffer, chunk]);
    for (;;) {
      if (lines) {
        const nl = buffer.indexOf(10);
        if (nl < 0) return;
        const line = buffer.subarray(0, nl);
        buffer = buffer.subarray(nl + 1);
        onMessage(JSON.parse(line));
      } else {
        const end = buffer.indexOf('\r\n\r\n');
        if (end < 0) return;
        const m = /content-length: *(\d+)/i.exec(buffer.subarray(0, end).toString());
        const length = Number(m[1]);
        if (buffer.length < end + 4 + length) return;
        onMessage(JSON.parse(buffer.subarray(end + 4, end + 4 + length)));
        buffer = buffer.subarray(end + 4 + length);
      }
    }
  });
  return (message) => {
    const body = JSON.stringify(message);
    writable.write(lines ? body + '\n' : `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`);
  };
}

function waitFor(child, pattern) {
  return new Promise((resolve, reject) => {
    let text = '';
    child.stderr.on('data', (chunk) => {
      text += chunk;
      const m = pattern.exec(text);
      if (m) resolve(m);
    });
    child.on('exit', (code) => reject(new Error(`exited ${code}: ${text}`)));
  });
}

async function start(server, transport, dir) {
  const isFolio = server === 'folio';
  if (transport === 'stdio') {
    const child = isFolio
      ? spawn(folio, ['serve', dir, '--stdio'], { stdio: ['pipe', 'pipe', 'inherit'] })
      : spawn('node', [path.join(__dirname, 'echo_server.js'), 'stdio'], { stdio: ['pipe', 'pipe', 'inherit'] });
    return { child, readable: child.stdout, writable: child.stdin, lines: false };
  }
  const port = 20000 + Math.floor(Math.random() * 20000);
  const child = isFolio
    ? spawn(folio, ['serve', dir, '--listen', `127.0.0.1:${port}`], { stdio: ['ignore', 'ignore', 'pipe'] })
    : spawn('node', [path.join(__dirname, 'echo_server.js'), String(port)], { stdio: ['ignore', 'ignore', 'pipe'] });
  await waitFor(child, /listening on/);
  const socket = await new Promise((resolve) => {
    const s = net.connect(port, '127.0.0.1', () => resolve(s));
  });
  socket.setNoDelay(true);
  return { child, readable: socket, writable: socket, lines: isFolio };
}

// Runs `seconds` of `find` with `depth` requests in flight; returns rate and latencies.
function run(conn, id, depth) {
  return new Promise((resolve) => {
    const sentAt = new Map();
    const latencies = [];
    let next = 0;
    let done = false;
    const started = process.hrtime.bigint();
    const deadline = started + BigInt(Math.round(seconds * 1e9));
    const send = framed(conn.readable, conn.writable, conn.lines, (message) => {
      const t = sentAt.get(message.id);
      sentAt.delete(message.id);
      const now = process.hrtime.bigint();
      latencies.push(Number(now - t) / 1e3);
      if (message.result?.id !== id) throw new Error(`bad answer ${JSON.stringify(message).slice(0, 200)}`);
      if (now < deadline) issue();
      else if (sentAt.size === 0 && !done) {
        done = true;
        conn.readable.removeAllListeners('data');
        const wall = Number(now - started) / 1e9;
        latencies.sort((a, b) => a - b);
        const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))];
        resolve({ rate: latencies.length / wall, p50: at(0.5), p99: at(0.99) });
      }
    });
    function issue() {
      const rid = next++;
      sentAt.set(rid, process.hrtime.bigint());
      send({ jsonrpc: '2.0', method: 'find', params: { dao: 'users', id }, id: rid });
    }
    for (let i = 0; i < depth; i++) issue();
  });
}

// Requests in flight on the one connection: 1 is sequential.
const DEPTHS = [1, 4, 16, 64];

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'folio-rpc-bench-'));
  fs.writeFileSync(path.join(dir, 'users'), journal);
  const loadBefore = os.loadavg().map((l) => Math.round(l * 100) / 100);
  const rows = [];
  for (const transport of ['stdio', 'tcp']) {
    for (const server of ['folio', 'vscode-jsonrpc']) {
      const conn = await start(server, transport, dir);
      for (const [size, id] of Object.entries(sizes)) {
        for (const depth of DEPTHS) {
          const r = await run(conn, id, depth);
          rows.push({ transport, server, size, depth, ...r });
          console.error(`${transport} ${server} ${size} x${depth}: ${Math.round(r.rate)}/s`);
        }
      }
      conn.child.kill('SIGTERM');
      if (conn.readable.destroy) conn.readable.destroy();
    }
  }
  console.log('| transport | payload | in flight | folio round trips/s | p50 / p99 µs | vscode-jsonrpc round trips/s | p50 / p99 µs | folio / vscode-jsonrpc |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const f of rows.filter((r) => r.server === 'folio')) {
    const v = rows.find((r) => r.server !== 'folio' && r.transport === f.transport && r.size === f.size && r.depth === f.depth);
    const us = (r) => `${Math.round(r.p50)} / ${Math.round(r.p99)}`;
    console.log(`| ${f.transport} | ${f.size} | ${f.depth} | ${Math.round(f.rate)} | ${us(f)} | ${Math.round(v.rate)} | ${us(v)} | ${(f.rate / v.rate).toFixed(1)}x |`);
  }
  if (resultsPath) {
    const facts = {
      date: new Date().toISOString().replace(/:\d\d\.\d+Z$/, ' UTC').replace('T', ' '),
      node: process.version,
      cores: os.cpus().length,
      loadavg_before: loadBefore,
      seconds_per_row: seconds,
    };
    fs.writeFileSync(resultsPath, JSON.stringify({ facts, rows }, null, 1) + '\n');
  }
  fs.rmSync(dir, { recursive: true, force: true });
  process.exit(0);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
