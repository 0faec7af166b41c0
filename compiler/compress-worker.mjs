// The compiler's compression thread (compress-thread.server.ts): a page's brotli and gzip bodies are made here,
// synchronously, off the thread that renders pages. Asynchronous zlib spent twice the CPU for the same bytes
// (measured: 2.1 s against 0.9 s for 1,000 pages), half of it on the rendering thread.
// Plain JavaScript, so it starts in milliseconds without the TypeScript loader.
import fs from 'node:fs';
import os from 'node:os';
import zlib from 'node:zlib';
import { parentPort, threadId, workerData } from 'node:worker_threads';

const { brQuality, gzLevel, nice } = workerData;
// Nobody waits for a page's siblings (the page is served uncompressed until they land): this thread yields the core
// to the shop's and the renders' threads. On Linux a priority set with pid 0 is this thread's alone (elsewhere it
// would be the whole process's: left as it is there).
if (process.platform === 'linux' && nice) {
  try { os.setPriority(0, nice); } catch { /* not allowed here: compression runs at the process's priority */ }
}
let seq = 0;

/**
 * Writes `data` into `spare` (a replaced file the page writer hands back for reuse) or else under a new
 * temporary name next to `file`; the caller renames it into place (or keeps it as a spare).
 */
function writeTemp(file, data, spare) {
  const tmp = spare ?? `${file}.${process.pid}-${threadId}-${seq++}.tmp`;
  fs.writeFileSync(tmp, data);
  return tmp;
}

parentPort.on('message', ({ id, file, body, into = [] }) => {
  try {
    const br = zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: brQuality } });
    const gz = zlib.gzipSync(body, { level: gzLevel });
    parentPort.postMessage({ id, br: writeTemp(`${file}.br`, br, into[0]), gz: writeTemp(`${file}.gz`, gz, into[1]) });
  } catch (e) {
    parentPort.postMessage({ id, error: e instanceof Error ? e.message : String(e) });
  }
});
