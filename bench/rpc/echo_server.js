// The peer: a JSON-RPC server built on vscode-jsonrpc that answers `find` with the same objects
// folio's journal holds (so answers have the same sizes). Usage: node echo_server.js (stdio|PORT)
'use strict';
const net = require('node:net');
const rpc = require('vscode-jsonrpc/node');
const { objects } = require('./payloads');

function serve(reader, writer) {
  const connection = rpc.createMessageConnection(reader, writer);
  connection.onRequest('find', (params) => objects[params.id] ?? null);
  connection.listen();
}

const where = process.argv[2];
if (where === 'stdio') {
  serve(new rpc.StreamMessageReader(process.stdin), new rpc.StreamMessageWriter(process.stdout));
} else {
  net.createServer((socket) => socket.setNoDelay(true) && serve(new rpc.SocketMessageReader(socket), new rpc.SocketMessageWriter(socket)))
    .listen(Number(where), '127.0.0.1', () => process.stderr.write(`listening on ${where}\n`));
}
