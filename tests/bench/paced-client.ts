export {};
/**
 * Open-loop load at a fixed rate in its own process (the server under test keeps its cores): one request every
 * 1000/rate ms whatever the answers do, latencies from send to the last body byte. Prints JSON:
 * { n, failed, p50, p95, p99, rps, lagP95, lagMax }. Used by serving.bench.ts for the exact p95 autocannon does not report.
 * Whether the client kept its pace (on a busy machine it may not, and then its figures say less): `rps` is the rate
 * it actually sent at, `lagP95` / `lagMax` how late (ms) requests left against their schedule.
 *   node --import tsx tests/bench/paced-client.ts <url | @file of urls> <rate> <seconds>
 * With @file, request i goes to line i (mod the count): many distinct URLs, so answer caches mostly miss.
 */
import fs from 'node:fs';
import http from 'node:http';

/**
 * Plain node:http on kept-alive sockets: `fetch` (undici) took 0.5–1 core of the 2 at 200 requests a second,
 * CPU the server under test did not get. The body is read to its end and dropped.
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
function get(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { agent, headers: { 'accept-encoding': 'gzip, br' } }, (res) => {
      res.on('data', () => undefined);
      res.on('end', () => resolve(res.statusCode ?? 0));
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

const [target, rate = '200', seconds = '10'] = process.argv.slice(2);
const urls = target.startsWith('@') ? fs.readFileSync(target.slice(1), 'utf8').split('\n').filter(Boolean) : [target];
const latencies: number[] = [];
const lags: number[] = [];
let failed = 0;
const total = Number(rate) * Number(seconds);
const start = performance.now();
const pending: Promise<void>[] = [];
for (let i = 0; i < total; i++) {
  const due = start + (i * 1000) / Number(rate);
  const wait = due - performance.now();
  if (wait > 0) await new Promise((r) => setTimeout(r, wait));
  lags.push(Math.max(0, performance.now() - due));
  pending.push((async () => {
    const t0 = performance.now();
    try {
      const status = await get(urls[i % urls.length]);
      if (status !== 200) failed++;
      latencies.push(performance.now() - t0);
    } catch { failed++; }
  })());
}
const sentMs = performance.now() - start;
await Promise.all(pending);
agent.destroy();
latencies.sort((a, b) => a - b);
lags.sort((a, b) => a - b);
const pick = (list: number[], p: number) => Math.round(list[Math.min(list.length - 1, Math.ceil((p / 100) * list.length) - 1)] * 10) / 10;
const at = (p: number) => pick(latencies, p);
// The last request leaves at (total - 1) / rate: the rate is measured over that span.
const rps = Math.round(((total - 1) / Math.max(sentMs, 1)) * 1000 * 10) / 10;
console.log(JSON.stringify({ n: latencies.length, failed, p50: at(50), p95: at(95), p99: at(99), rps, lagP95: pick(lags, 95), lagMax: pick(lags, 100) }));
