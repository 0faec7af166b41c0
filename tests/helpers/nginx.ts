/**
 * Debian's nginx in front of an API listening on this machine, configured from deploy/nginx.conf (the
 * file operators install, through the same rewrite the scale cluster uses), optionally with a TLS
 * listener (a throwaway self-signed certificate made by openssl). Started with a temp prefix and
 * stopped by its pid; everything it wrote is removed.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { NGINX, nginxConfig } from '../../deploy/cluster.server';

export { NGINX };
export const OPENSSL = ['/usr/bin/openssl', '/usr/local/bin/openssl'].find((p) => fs.existsSync(p));
const ROOT = path.resolve(import.meta.dirname, '../..');

/** A port nobody listens on right now (asked from the kernel). */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((r) => server.close(r));
  return port;
}

export interface NginxFront { origin: string; httpsOrigin?: string; dir: string; stop(): Promise<void> }

export async function startNginxFront(o: { upstreamPort: number; dist: string; tls?: boolean; site?: string }): Promise<NginxFront> {
  if (!NGINX) throw new Error('nginx not installed');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-nginx-'));
  fs.chmodSync(dir, 0o755);
  fs.mkdirSync(path.join(dir, 'nginx'));
  const port = await freePort();
  const site = o.site ?? fs.readFileSync(path.join(ROOT, 'deploy', 'nginx.conf'), 'utf8');
  let conf = nginxConfig(site, { port, upstreams: [o.upstreamPort], dist: o.dist, dir, asRoot: process.getuid?.() === 0 });
  let httpsOrigin: string | undefined;
  if (o.tls) {
    if (!OPENSSL) throw new Error('openssl not installed');
    const key = path.join(dir, 'key.pem');
    const cert = path.join(dir, 'cert.pem');
    const made = spawnSync(OPENSSL, ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=localhost', '-keyout', key, '-out', cert], { encoding: 'utf8' });
    if (made.status !== 0) throw new Error(made.stderr);
    const tlsPort = await freePort();
    conf = conf.replace(`listen 127.0.0.1:${port};`, `listen 127.0.0.1:${port};\n  listen 127.0.0.1:${tlsPort} ssl;\n  ssl_certificate ${cert};\n  ssl_certificate_key ${key};`);
    httpsOrigin = `https://127.0.0.1:${tlsPort}`;
  }
  const file = path.join(dir, 'nginx', 'nginx.conf');
  fs.writeFileSync(file, conf);
  const check = spawnSync(NGINX, ['-t', '-c', file], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx 配置无效：\n${check.stderr}\n${conf}`);
  const child = spawn(NGINX, ['-c', file], { stdio: ['ignore', 'ignore', 'pipe'] });
  let log = '';
  child.stderr!.on('data', (d) => { log += d; });
  const origin = `http://127.0.0.1:${port}`;
  // Up when it accepts a connection (bounded: 200 tries).
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${log}`);
    const up = await new Promise<boolean>((r) => { const s = net.connect(port, '127.0.0.1', () => { s.destroy(); r(true); }); s.on('error', () => r(false)); });
    if (up) break;
    if (i > 200) { child.kill('SIGKILL'); throw new Error(`nginx did not start: ${log}`); }
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    origin, httpsOrigin, dir,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        process.kill(child.pid!, 'SIGQUIT');
        await exited;
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface Answer { status: number; headers: Record<string, string | string[] | undefined>; body: string }

/** One request with full control of the source address and headers (fetch can do neither); TLS unchecked. */
export async function request(url: string, o: { method?: string; headers?: Record<string, string>; body?: string; localAddress?: string } = {}): Promise<Answer> {
  const { default: http } = await import('node:http');
  const { default: https } = await import('node:https');
  const u = new URL(url);
  const lib = u.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = lib.request(u, { method: o.method ?? 'GET', headers: o.headers, localAddress: o.localAddress, rejectUnauthorized: false, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    req.end(o.body);
  });
}
