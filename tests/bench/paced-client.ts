export {};
/**
 * Open-loop load at a fixed rate in its own process (the server under test keeps its cores): one request every
 * 1000/rate ms whatever the answers do, latencies from send to the last body byte. Prints JSON:
 * { n, failed, p50, p95, p99 }. Used by serving.bench.ts for the exact p95 autocannon does not report.
 *   node --import tsx tests/bench/paced-client.ts <url | @file of urls> <rate> <seconds>
 * With @file, request i goes to line i (mod the count): many distinct URLs, so answer caches mostly miss.
 */
import fs from 'node:fs';

const [target, rate = '200', seconds = '10'] = process.argv.slice(2);
const urls = target.startsWith('@') ? fs.readFileSync(target.slice(1), 'utf8').split('\n').filter(Boolean) : [target];
const latencies: number[] = [];
let failed = 0;
const total = Number(rate) * Number(seconds);
const start = performance.now();
const pending: Promise<void>[] = [];
for (let i = 0; i < total; i++) {
  const due = start + (i * 1000) / Number(rate);
  const wait = due - performance.now();
  if (wait > 0) await new Promise((r) => setTimeout(r, wait));
  pending.push((async () => {
    const t0 = performance.now();
    try {
      const res = await fetch(urls[i % urls.length], { headers: { 'accept-encoding': 'gzip, br' } });
      await res.arrayBuffer();
      if (res.status !== 200) failed++;
      latencies.push(performance.now() - t0);
    } catch { failed++; }
  })());
}
await Promise.all(pending);
latencies.sort((a, b) => a - b);
const at = (p: number) => Math.round(latencies[Math.min(latencies.length - 1, Math.ceil((p / 100) * latencies.length) - 1)] * 10) / 10;
console.log(JSON.stringify({ n: latencies.length, failed, p50: at(50), p95: at(95), p99: at(99) }));
