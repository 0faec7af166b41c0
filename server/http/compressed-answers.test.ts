/** The kept compressed answers: the right encoding per Accept-Encoding, the same bytes for the same answer, a changed answer compressed anew. */
import zlib from 'node:zlib';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { chooseEncoding, installCompressedAnswers } from './compressed-answers';

describe('choosing the encoding', () => {
  it('prefers br, then gzip, and honours q=0', () => {
    expect(chooseEncoding('gzip, deflate, br')).toBe('br');
    expect(chooseEncoding('gzip')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('identity')).toBeUndefined();
    expect(chooseEncoding('gzip;q=0')).toBeUndefined();
    expect(chooseEncoding(undefined)).toBeUndefined();
  });
});

describe('compressed answers', () => {
  it('compresses once per distinct answer and sends what a client can decode, with Vary kept', async () => {
    const app = Fastify();
    let version = 1;
    installCompressedAnswers(app, { threshold: 1024, brotliQuality: 4, maxEntries: 2 });
    app.get('/list', async (_req, reply) => { reply.header('vary', 'Origin'); return { version, rows: Array.from({ length: 200 }, (_, i) => `花椒 ${i}`) }; });
    app.get('/small', async () => ({ ok: true }));
    const get = (url: string, enc?: string) => app.inject({ url, headers: enc ? { 'accept-encoding': enc } : {} });

    const first = await get('/list', 'br, gzip');
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers.vary).toBe('Origin, Accept-Encoding');
    expect(JSON.parse(zlib.brotliDecompressSync(first.rawPayload).toString()).version).toBe(1);
    const again = await get('/list', 'br');
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);

    version = 2; // the answer changed: new bytes, never the old ones
    const changed = await get('/list', 'br');
    expect(JSON.parse(zlib.brotliDecompressSync(changed.rawPayload).toString()).version).toBe(2);

    const gz = await get('/list', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gz.rawPayload).toString()).version).toBe(2);
    const plain = await get('/list');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json().version).toBe(2);
    expect((await get('/small', 'br')).headers['content-encoding']).toBeUndefined();
    await app.close();
  });
});
