/** Write phase: every file lands atomically (temp file + rename), so a shopper never reads half a page. */
import fs from 'node:fs/promises';
import path from 'node:path';
import crypto from 'node:crypto';

export async function writeAtomic(file: string, content: string | Buffer): Promise<void> {
  await fs.mkdir(path.dirname(file), { recursive: true });
  const tmp = `${file}.${crypto.randomBytes(4).toString('hex')}.tmp`;
  await fs.writeFile(tmp, content);
  await fs.rename(tmp, file);
}

/** Copies Astro's static assets (not its HTML pages, which the compiler fills) into dist. */
export async function copyAssets(from: string, to: string): Promise<void> {
  const entries = await fs.readdir(from, { withFileTypes: true, recursive: true });
  for (const e of entries) {
    if (!e.isFile() || e.name.endsWith('.html')) continue;
    const src = path.join(e.parentPath, e.name);
    const dest = path.join(to, path.relative(from, src));
    await fs.mkdir(path.dirname(dest), { recursive: true });
    await fs.copyFile(src, dest);
  }
}

/** Astro pages (relative paths of their index.html files), the shell excluded. */
export async function listAstroPages(from: string): Promise<string[]> {
  const entries = await fs.readdir(from, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile() && e.name.endsWith('.html'))
    .map((e) => path.relative(from, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .filter((p) => p !== 'shell/index.html')
    .sort();
}
