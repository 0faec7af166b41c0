/**
 * Vitest reporter: each test file's whole time in its worker — preparing, importing (collect), setup files, and
 * every test and hook (a `beforeAll` that starts servers counts here; vitest's JSON report leaves hooks out) — with
 * when it ended, written to .build/test-times/vitest-files.json. `npm test` prints the slowest from it, and the
 * end times show whether a worker idled while the last file ran (tests/setup/slowest-first.ts orders by these).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

export interface FileTime { file: string; project: string; ms: number; endedAtMs: number }
export const FILE_TIMES = path.resolve(import.meta.dirname, '../../.build/test-times/vitest-files.json');

export default class FileTimesReporter implements Reporter {
  private rows: FileTime[] = [];
  private started = Date.now();

  onTestRunStart(): void { this.started = Date.now(); this.rows = []; }

  onTestModuleEnd(module: TestModule): void {
    const d = module.diagnostic();
    const ms = d.environmentSetupDuration + d.prepareDuration + d.collectDuration + d.setupDuration + d.duration;
    this.rows.push({ file: path.relative(path.resolve(import.meta.dirname, '../..'), module.moduleId), project: module.project.name, ms: Math.round(ms), endedAtMs: Date.now() - this.started });
  }

  onTestRunEnd(): void {
    fs.mkdirSync(path.dirname(FILE_TIMES), { recursive: true });
    fs.writeFileSync(FILE_TIMES, JSON.stringify(this.rows.sort((a, b) => b.ms - a.ms), null, 1));
  }
}
