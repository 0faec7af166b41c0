/** Reads the runners' JSON reports into "which test files took the time" (printed by npm test). */
import fs from 'node:fs';
import path from 'node:path';

const readJson = (file: string): unknown => { try { return JSON.parse(fs.readFileSync(file, 'utf8')); } catch { return undefined; } };
const byTime = (m: Map<string, number>) => [...m].sort((a, b) => b[1] - a[1]);

/**
 * Each vitest file's whole time in its worker, slowest first: from the file-times reporter (vitest-files.json beside
 * `file`: imports and hooks included) when it ran, else from vitest's JSON report (first test's start to last one's end).
 */
export function slowestVitestFiles(file: string, root: string): [string, number][] {
  const whole = readJson(path.join(path.dirname(file), 'vitest-files.json')) as { file: string; ms: number }[] | undefined;
  if (Array.isArray(whole)) return byTime(new Map(whole.map((r) => [r.file, r.ms])));
  const report = readJson(file) as { testResults?: { name: string; startTime: number; endTime: number }[] } | undefined;
  const m = new Map<string, number>();
  for (const r of report?.testResults ?? []) m.set(path.relative(root, r.name), r.endTime - r.startTime);
  return byTime(m);
}

interface PwSuite { file?: string; specs?: { tests?: { results?: { duration: number }[] }[] }[]; suites?: PwSuite[] }

/** Playwright's JSON report: the time of every test of a spec file, summed over its tests, slowest first. */
export function slowestPlaywrightSpecs(file: string): [string, number][] {
  const report = readJson(file) as { suites?: PwSuite[] } | undefined;
  const m = new Map<string, number>();
  const walk = (s: PwSuite, spec: string) => {
    for (const sp of s.specs ?? []) for (const t of sp.tests ?? []) for (const r of t.results ?? []) m.set(spec, (m.get(spec) ?? 0) + r.duration);
    for (const child of s.suites ?? []) walk(child, spec);
  };
  for (const s of report?.suites ?? []) walk(s, s.file ?? '?');
  return byTime(m);
}
