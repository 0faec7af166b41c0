import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { asyncStdout } from './log-destination';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** A process that logs `n` lines through asyncStdout, then exits at once (as a stop or a crash that exits does). */
function logThenExit(n: number, exit: 'exit' | 'throw'): string[] {
  const script = `
    import { asyncStdout } from ${JSON.stringify(path.join(ROOT, 'server/http/log-destination.ts'))};
    const out = asyncStdout();
    for (let i = 0; i < ${n}; i++) out.write(JSON.stringify({ i, msg: 'request' }) + '\\n');
    ${exit === 'exit' ? 'process.exit(0);' : "process.on('uncaughtException', () => process.exit(1)); setImmediate(() => { throw new Error('boom'); });"}
  `;
  const r = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  return r.stdout.split('\n').filter(Boolean);
}

describe("npm start's log on stdout, written asynchronously", () => {
  it('loses no line when the process exits right after writing them', () => {
    const lines = logThenExit(20_000, 'exit');
    expect(lines).toHaveLength(20_000);
    expect(JSON.parse(lines[19_999]).i).toBe(19_999);
  });

  it('loses no line when a crash ends the process', () => {
    expect(logThenExit(5_000, 'throw')).toHaveLength(5_000);
  });

  it('keeps every line whole and in order, Chinese text included', async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'log-')), 'shop.log');
    const out = asyncStdout(fs.openSync(file, 'a'));
    const lines = Array.from({ length: 3000 }, (_, i) => JSON.stringify({ i, msg: i % 2 ? '请求' : 'request', path: `/items/${i}/` }));
    for (const [i, line] of lines.entries()) {
      out.write(`${line}\n`);
      if (i % 500 === 0) await new Promise((r) => setImmediate(r)); // some lines while a write is under way
    }
    await vi.waitFor(() => expect(fs.readFileSync(file, 'utf8').split('\n').filter(Boolean)).toEqual(lines));
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
  });
});
