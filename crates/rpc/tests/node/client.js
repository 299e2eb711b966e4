// folio serve driven by vscode-jsonrpc, the JSON-RPC library VS Code speaks through.
//
// Usage: node client.js FOLIO DIR MODELS (stdio|tcp)
// stdio: vscode-jsonrpc's own StreamMessageReader/Writer (Content-Length framing).
// tcp:   a small line reader/writer on vscode-jsonrpc's abstract reader and writer (folio's TCP
//        transport is one message per line).
'use strict';

const assert = require('node:assert/strict');
const net = require('node:net');
const { spawn } = require('node:child_process');
const rpc = require('vscode-jsonrpc/node');

const [folio, dir, models, mode] = process.argv.slice(2);

class LineReader extends rpc.AbstractMessageReader {
  constructor(socket) {
    super();
    this.socket = socket;
    this.buffer = '';
  }
  listen(callback) {
    this.socket.setEncoding('utf8');
    this.socket.on('data', (chunk) => {
      this.buffer += chunk;
      let newline;
      while ((newline = this.buffer.indexOf('\n')) >= 0) {
        const line = this.buffer.slice(0, newline);
        this.buffer = this.buffer.slice(newline + 1);
        if (line.trim() !== '') callback(JSON.parse(line));
      }
    });
    this.socket.on('error', (e) => this.fireError(e));
    this.socket.on('close', () => this.fireClose());
    return { dispose: () => this.socket.removeAllListeners('data') };
  }
}

class LineWriter extends rpc.AbstractMessageWriter {
  constructor(socket) {
    super();
    this.socket = socket;
  }
  write(message) {
    return new Promise((resolve, reject) => {
      this.socket.write(JSON.stringify(message) + '\n', (e) => (e ? reject(e) : resolve()));
    });
  }
  end() {
    this.socket.end();
  }
}

function start() {
  const args = ['serve', dir, '--models', models];
  if (mode === 'stdio') {
    const child = spawn(folio, [...args, '--stdio'], { stdio: ['pipe', 'pipe', 'inherit'] });
    const connection = rpc.createMessageConnection(
      new rpc.StreamMessageReader(child.stdout),
      new rpc.StreamMessageWriter(child.stdin),
    );
    return Promise.resolve({ child, connection, end: () => child.stdin.end() });
  }
  const child = spawn(folio, [...args, '--listen', '127.0.0.1:0'], { stdio: ['ignore', 'ignore', 'pipe'] });
  return new Promise((resolve, reject) => {
    let text = '';
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk) => {
      text += chunk;
      const m = /listening on [^\n]*:(\d+)\n/.exec(text);
      if (m && !child.connected_) {
        child.connected_ = true;
        const socket = net.connect(Number(m[1]), '127.0.0.1', () => {
          const connection = rpc.createMessageConnection(new LineReader(socket), new LineWriter(socket));
          resolve({ child, connection, end: () => { socket.end(); child.kill('SIGTERM'); } });
        });
        socket.on('error', reject);
      }
    });
    child.on('exit', (code) => reject(new Error(`serve exited with ${code}: ${text}`)));
  });
}

// A server that stops answering fails the run here, with its server killed, instead of
// leaving the test waiting for ever.
const DEADLINE_MS = 60000;

async function main() {
  const { child, connection, end } = await start();
  setTimeout(() => {
    console.error(`no end within ${DEADLINE_MS} ms over ${mode}: the server stopped answering`);
    child.kill('SIGKILL');
    process.exit(1);
  }, DEADLINE_MS).unref();
  const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
  connection.listen();
  const base = mode === 'stdio' ? 100 : 200;

  // create, then put merges.
  let ack = await connection.sendRequest('create', { dao: 'users', object: { id: base, name: 'Ada', status: 'NEW' } });
  // Each ack answers its position: the live journal's length after its entry.
  const first = ack.position;
  assert.deepEqual(ack, { id: base, applied: 'inserted', position: first });
  ack = await connection.sendRequest('put', { dao: 'users', object: { id: base, status: 'ACTIVE', score: 1e21 } });
  assert.ok(ack.position > first, `position ${ack.position} after ${first}`);
  assert.deepEqual(ack, { id: base, applied: 'merged', position: ack.position });
  const found = await connection.sendRequest('find', { dao: 'users', id: base });
  assert.deepEqual(found, { class: 'x.User', id: base, name: 'Ada', status: 1, score: 1e21 });

  // select: typed by the enum's rules, sorted by id.
  const active = await connection.sendRequest('select', { dao: 'users', where: { status: 'ACTIVE' } });
  assert.deepEqual(active.map((u) => u.id), [1, 3, base]);

  // A burst of 1,000 concurrent requests, each answered with its own id.
  const burst = await Promise.all(
    Array.from({ length: 1000 }, (_, i) => connection.sendRequest('find', { dao: 'users', id: (i % 3) + 1 })),
  );
  burst.forEach((user, i) => assert.equal(user.id, (i % 3) + 1));

  // A notification: no answer, but its write is seen by the next request on the connection.
  await connection.sendNotification('put', { dao: 'users', object: { id: base + 1, name: 'Noted' } });
  assert.equal((await connection.sendRequest('find', { dao: 'users', id: base + 1 })).name, 'Noted');

  // remove.
  const before = ack.position;
  ack = await connection.sendRequest('remove', { dao: 'users', id: base + 1 });
  assert.ok(ack.position > before, `position ${ack.position} after ${before}`);
  assert.deepEqual(ack, { id: base + 1, applied: 'removed', position: ack.position });
  assert.equal(await connection.sendRequest('find', { dao: 'users', id: base + 1 }), null);

  // Errors arrive as ResponseError with folio's code and kind.
  await assert.rejects(connection.sendRequest('find', { dao: 'nope', id: 1 }), (e) => {
    assert.ok(e instanceof rpc.ResponseError);
    assert.equal(e.code, -32000);
    assert.deepEqual(e.data, { kind: 'unknown_dao' });
    return true;
  });
  await assert.rejects(connection.sendRequest('no/such/method'), (e) => e.code === -32601);

  connection.dispose();
  end();
  const { code, signal } = await exited;
  assert.equal(code, 0, `serve exited with ${code} ${signal}`);
  console.log(`vscode-jsonrpc over ${mode}: ok`);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
