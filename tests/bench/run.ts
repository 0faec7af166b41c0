export {};
/** `npm run bench`: prints measured figures. Timings live here, never in pass/fail tests. */
const suites: [string, () => Promise<{ run(): Promise<void> }>][] = [
  ['compiler', () => import('./compiler.bench')],
  ['commerce', () => import('./commerce.bench')],
  ['firstload', () => import('./firstload.bench')],
  ['first-click', () => import('./first-click.bench')],
  ['a11y', () => import('./a11y.bench')],
  ['serving', () => import('./serving.bench')],
  ['import', () => import('./import.bench')],
  ['designer', () => import('./designer.bench')],
  ['search', () => import('./search.bench')],
  // Only when asked for by name (`npm run bench scale`): it seeds 100,000 goods and takes many minutes.
  ['scale', () => import('./scale.bench')],
  // Only by name too: CPU of cold lists on a seeded shop's data dir (SCALE_DATA_DIR), the API alone on its database.
  ['list-cold', () => import('./list-cold.bench')],
];

const only = process.argv[2];
for (const [name, load] of suites) {
  if (only && only !== name) continue;
  if (!only && (name === 'scale' || name === 'list-cold')) continue;
  console.log(`\n== ${name} ==`);
  try {
    await (await load()).run();
  } catch (e) {
    console.error(`${name} bench failed:`, (e as Error)?.message ?? e);
    process.exitCode = 1;
  }
}
process.exit(process.exitCode ?? 0);
