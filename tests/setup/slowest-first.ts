/**
 * Vitest's file order: the files known to take longest start first, so the last minutes of a run are not
 * one worker finishing a 20-second file while the other idles. Vitest sorts by the durations it cached on the
 * last run, but a fresh clone (CI) has no cache and falls back to file size, which put several of these last.
 * The rest keep vitest's own order.
 */
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Slowest first, by each file's whole time in its worker (imports and hooks included: the file-times reporter's
 * `.build/test-times/vitest-files.json` of a full run at 12:30 UTC 2026-11-27; cluster.test spends most of its time
 * starting its processes in `beforeAll`, which vitest's own JSON report leaves out).
 */
export const SLOWEST_FILES = [
  'server/modules/console/import.test.ts',
  'compiler/compiler.test.ts',
  'tests/scale/cluster.test.ts',
  'compiler/lazy.test.ts',
  'compiler/html-valid.test.ts',
  'server/http/fuzz.test.ts',
  'compiler/source-http.test.ts',
  'server/modules/content/content.test.ts',
  'compiler/process.test.ts',
  'server/modules/seckill/seckill.test.ts',
  'server/modules/publish/cluster.test.ts',
  'server/modules/catalog/catalog.test.ts',
  'server/http/ops.test.ts',
  'server/modules/account/account.test.ts',
  'server/modules/checkout/checkout.test.ts',
  'compiler/page-extras-rebuild.test.ts',
];

export default class SlowestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (spec: TestSpecification) => {
      const i = SLOWEST_FILES.findIndex((f) => spec.moduleId.endsWith(`/${f}`));
      return i === -1 ? SLOWEST_FILES.length : i;
    };
    // A stable sort: the known slow files move to the front, everything else stays in vitest's order.
    return sorted.map((spec, i) => ({ spec, i })).sort((a, b) => rank(a.spec) - rank(b.spec) || a.i - b.i).map(({ spec }) => spec);
  }
}
