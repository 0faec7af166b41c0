// `npm start`: the server and the compiler's process run from one esbuild bundle of their TypeScript, made once
// and kept under .build/server/ while its sources stay the same. Importing the sources through tsx compiled and
// resolved some 450 files at every start: 5.6 s of CPU, 50 s of wall time on a busy 2-core machine (issue 23),
// all of it before the first page of an existing dist could be served. The bundle starts in a fraction of that.
// Plain JavaScript so that it runs without the TypeScript loader. `npm run dev` and the in-process tests keep tsx;
// the journeys' shops and the cluster test's API processes start here, as `npm start` does.
//
// The bundle is valid while every input esbuild read is byte-for-byte the same (content hashes, checked at each
// start: a checkout that changes a file makes a new bundle); packages stay in node_modules (not bundled).
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const ROOT = path.resolve(import.meta.dirname, '..');
const CACHE = path.join(ROOT, '.build', 'server');
const INDEX = path.join(CACHE, 'bundle.json');
/** The server, and the compiler's own process (compiler/process.server.ts forks it). */
const ENTRIES = { main: 'server/main.ts', compiler: 'compiler/process-main.server.ts' };

const hashFile = (rel) => crypto.createHash('sha1').update(fs.readFileSync(path.join(ROOT, rel))).digest('base64url');

/** The bundle made before, if every one of its inputs is unchanged (and it was made for this tree and Node). */
function cachedBundle() {
  let index;
  try { index = JSON.parse(fs.readFileSync(INDEX, 'utf8')); } catch { return undefined; }
  if (index.root !== ROOT || index.node !== process.version || !fs.existsSync(path.join(CACHE, index.dir))) return undefined;
  for (const [rel, hash] of Object.entries(index.inputs)) {
    try { if (hashFile(rel) !== hash) return undefined; } catch { return undefined; }
  }
  return index;
}

/**
 * Sources read `import.meta.url` / `import.meta.dirname` to find files beside them (the compression worker, the
 * seed pictures, the project root): in one bundle those would all name the bundle's folder, so each file gets its
 * own location written in as a literal.
 */
const ownLocation = {
  name: 'own-location',
  setup(build) {
    // A package file named without its extension (`@node-rs/jieba/dict`) resolves under tsx and CommonJS, not under
    // Node's ESM loader: for a package without an exports map, the import names the file itself.
    build.onResolve({ filter: /^(?:@[^/.][^/]*\/)?[^/.@][^/]*\/./ }, (args) => {
      const [scope, name] = args.path.split('/');
      const pkg = scope.startsWith('@') ? `${scope}/${name}` : scope;
      const require = createRequire(path.join(args.resolveDir, 'x.js'));
      let manifest;
      try { manifest = require(`${pkg}/package.json`); } catch { return undefined; }
      if (manifest.exports) return undefined;
      try { return { path: require.resolve(args.path), external: true }; } catch { return undefined; }
    });
    build.onLoad({ filter: /\.(?:ts|tsx|mts)$/ }, (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const source = fs.readFileSync(args.path, 'utf8')
        .replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href))
        .replaceAll('import.meta.dirname', JSON.stringify(path.dirname(args.path)))
        .replaceAll('import.meta.filename', JSON.stringify(args.path));
      return { contents: source, loader: args.path.endsWith('x') ? 'tsx' : 'ts', resolveDir: path.dirname(args.path) };
    });
  },
};

async function makeBundle() {
  const t0 = performance.now();
  const { build } = await import('esbuild');
  fs.mkdirSync(CACHE, { recursive: true });
  const dir = `bundle-${process.pid}-${Date.now().toString(36)}`;
  const result = await build({
    absWorkingDir: ROOT, entryPoints: ENTRIES, outdir: path.join(CACHE, dir), bundle: true, splitting: true,
    platform: 'node', format: 'esm', target: 'node20', packages: 'external', outExtension: { '.js': '.mjs' },
    tsconfig: path.join(ROOT, 'tsconfig.json'), metafile: true, logLevel: 'warning', plugins: [ownLocation],
  });
  const inputs = Object.fromEntries(Object.keys(result.metafile.inputs).sort().map((rel) => [rel, hashFile(rel)]));
  // Written last and renamed into place: a start that stops half-way leaves the previous index in force.
  const tmp = `${INDEX}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, JSON.stringify({ root: ROOT, node: process.version, dir, inputs }));
  fs.renameSync(tmp, INDEX);
  for (const old of fs.readdirSync(CACHE)) if (old.startsWith('bundle-') && old !== dir) fs.rmSync(path.join(CACHE, old), { recursive: true, force: true });
  console.log(`已打包服务端代码（${Object.keys(inputs).length} 个源文件，${Math.round(performance.now() - t0)} ms）→ ${path.relative(ROOT, path.join(CACHE, dir))}`);
  return { dir };
}

const bundle = cachedBundle() ?? await makeBundle();
const out = path.join(CACHE, bundle.dir);
// `--bundle-only`: make (or check) the bundle and stop. The tests' shops start several servers at once; each making
// its own bundle would race (the last to finish removes the others' folders while they run from them).
if (process.argv.includes('--bundle-only')) process.exit(0);
// The compiler's process is forked from the same bundle (compiler/process.server.ts), without the TypeScript loader.
process.env.SHOP_COMPILER_ENTRY = path.join(out, 'compiler.mjs');
await import(pathToFileURL(path.join(out, 'main.mjs')).href);
