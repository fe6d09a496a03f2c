// pg's lib/stream.js as it behaves on Node.js, bundled in its place (tsup.config.ts). The original decides
// between Node and Cloudflare Workers when it loads, and on Node 20 its test constructs a `Response`, which loads
// Node's fetch implementation (undici): about 50 ms of every start, for a runtime this server never runs on.
// test/db/pg-node-stream.test.ts checks that pg's own Node branch still reads the same.
const net = require('node:net');
const tls = require('node:tls');

module.exports = {
  getStream: () => new net.Socket(),
  getSecureStream: (options) => tls.connect(options),
};
