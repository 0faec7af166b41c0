/**
 * Compressing a JSON answer costs several times what producing it from the catalogue cache does, and the
 * shopper API answers the same bytes over and over (list pages, item details, categories). This keeps the
 * compressed bytes of recent answers, keyed by a hash of the answer itself: an identical answer is sent
 * from memory, a changed one is a new key, so nothing needs invalidating. Runs before @fastify/compress,
 * which passes an answer that already carries Content-Encoding through untouched.
 */
import crypto from 'node:crypto';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';

export interface CompressedAnswersOptions {
  /** Smaller answers go out as they are (the compress plugin's threshold). */
  threshold: number;
  /** Brotli quality for answers compressed on the fly. */
  brotliQuality: number;
  /** How many compressed answers to keep (least recently used go first). */
  maxEntries?: number;
}

type Encoding = 'br' | 'gzip';

/** The encoding to use from an Accept-Encoding header: br, else gzip; none when neither is acceptable. */
export function chooseEncoding(header: string | undefined): Encoding | undefined {
  if (!header) return undefined;
  const accepted = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    if (name) accepted.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const ok = (e: string) => (accepted.get(e) ?? accepted.get('*') ?? 0) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return undefined;
}

export function installCompressedAnswers(scope: FastifyInstance, opts: CompressedAnswersOptions): void {
  const max = opts.maxEntries ?? 500;
  const kept = new Map<string, Buffer>();
  const compress = (encoding: Encoding, body: string) => (encoding === 'br'
    ? zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: opts.brotliQuality } })
    : zlib.gzipSync(body));

  scope.addHook('onSend', async (req, reply, payload) => {
    if (typeof payload !== 'string' || payload.length < opts.threshold) return payload;
    if (!String(reply.getHeader('content-type') ?? '').startsWith('application/json')) return payload;
    if (reply.getHeader('content-encoding')) return payload;
    const encoding = chooseEncoding(req.headers['accept-encoding']);
    if (!encoding) return payload;
    const key = `${encoding}:${crypto.createHash('sha1').update(payload).digest('base64')}`;
    let bytes = kept.get(key);
    if (bytes) kept.delete(key); // re-inserted below as the most recently used
    else bytes = compress(encoding, payload);
    kept.set(key, bytes);
    if (kept.size > max) kept.delete(kept.keys().next().value!);
    reply.header('content-encoding', encoding);
    const vary = String(reply.getHeader('vary') ?? '');
    if (!/accept-encoding/i.test(vary)) reply.header('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    return bytes;
  });
}
