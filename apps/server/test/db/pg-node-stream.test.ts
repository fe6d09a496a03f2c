import fs from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);

describe("the bundle's stand-in for pg's lib/stream.js", () => {
  it("matches pg's own Node branch, so a pg update that changes it is noticed", () => {
    const original = fs.readFileSync(require.resolve('pg/lib/stream.js'), 'utf8');
    expect(original).toContain('module.exports = {\n  /**');
    expect(original).toMatch(
      /function getNodejsStreamFuncs\(\) {\s+function getStream\(ssl\) {\s+const net = require\('net'\)\s+return new net\.Socket\(\)\s+}/,
    );
    expect(original).toMatch(
      /function getSecureStream\(options\) {\s+const tls = require\('tls'\)\s+return tls\.connect\(options\)\s+}/,
    );
    expect(fs.readFileSync(require.resolve('pg/lib/connection.js'), 'utf8')).toContain("require('./stream')");
  });

  it('gives the same functions', () => {
    const standIn = require(path.resolve(import.meta.dirname, '../../build/pg-node-stream.cjs'));
    expect(Object.keys(standIn).sort()).toEqual(['getSecureStream', 'getStream']);
    const socket = standIn.getStream(false);
    expect(socket).toBeInstanceOf(net.Socket);
    socket.destroy();
  });
});
