/**
 * The page manifest: for each page file in dist, a hash of what it was made from, kept beside the pages in
 * `dist/.manifest.json` (a dot file: never served). A build compares before it renders or writes, so a restart
 * with an existing dist rewrites (and recompresses) only what changed, and an item page made lazily on its first
 * request is known current until its goods or the shared page parts (shell, header, footer, site settings) change.
 * Saved atomically, at most every `saveEveryMs` and on `flush`.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const VERSION = 1;

export const hashOf = (...parts: (string | Buffer)[]): string => {
  const h = crypto.createHash('sha1');
  for (const p of parts) h.update(p).update('\0');
  return h.digest('base64url').slice(0, 22);
};

export interface PageManifest {
  get(file: string): string | undefined;
  set(file: string, hash: string): void;
  delete(file: string): void;
  /** Files and hashes, as of now. */
  entries(): [string, string][];
  /** True when the manifest was read from an earlier build's dist. */
  readonly existed: boolean;
  flush(): void;
}

export function openManifest(distDir: string, saveEveryMs = 2000): PageManifest {
  const file = path.join(distDir, '.manifest.json');
  let pages = new Map<string, string>();
  let existed = false;
  try {
    const stored = JSON.parse(fs.readFileSync(file, 'utf8')) as { version?: number; pages?: Record<string, string> };
    if (stored.version === VERSION && stored.pages) { pages = new Map(Object.entries(stored.pages)); existed = true; }
  } catch { /* none yet, or unreadable: every page is made again */ }
  let timer: NodeJS.Timeout | undefined;
  let dirty = false;
  const flush = () => {
    if (timer) { clearTimeout(timer); timer = undefined; }
    if (!dirty) return;
    dirty = false;
    fs.mkdirSync(distDir, { recursive: true });
    const tmp = `${file}.${process.pid}.tmp`;
    // Sorted: the same pages give the same file, whatever order a build wrote them in.
    fs.writeFileSync(tmp, JSON.stringify({ version: VERSION, pages: Object.fromEntries([...pages].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) }));
    fs.renameSync(tmp, file);
  };
  const changed = () => {
    dirty = true;
    timer ??= setTimeout(flush, saveEveryMs).unref();
  };
  return {
    get: (f) => pages.get(f),
    set(f, h) { if (pages.get(f) !== h) { pages.set(f, h); changed(); } },
    delete(f) { if (pages.delete(f)) changed(); },
    entries: () => [...pages],
    get existed() { return existed; },
    flush,
  };
}
