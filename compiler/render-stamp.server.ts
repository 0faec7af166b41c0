/**
 * What the page-making code is, as a hash: part of every page's inputs in the manifest, so a deploy with new
 * render code (a widget, an island, the compiler) makes pages anew even where the data did not change. Read from
 * the names, sizes and modification times of the source folders that render pages (a few hundred stats, once).
 */
import fs from 'node:fs';
import path from 'node:path';
import { hashOf } from './manifest.server';

const ROOT = path.resolve(import.meta.dirname, '..');
const FOLDERS = ['compiler', 'src'];

export function renderStamp(): string {
  const rows: string[] = [];
  for (const folder of FOLDERS) {
    let entries: fs.Dirent[];
    try { entries = fs.readdirSync(path.join(ROOT, folder), { withFileTypes: true, recursive: true }); } catch { continue; }
    for (const e of entries) {
      if (!e.isFile() || e.name.endsWith('.test.ts') || e.name.endsWith('.test.tsx')) continue;
      const full = path.join(e.parentPath, e.name);
      const st = fs.statSync(full, { throwIfNoEntry: false });
      if (st) rows.push(`${path.relative(ROOT, full)}:${st.size}:${Math.round(st.mtimeMs)}`);
    }
  }
  return hashOf(rows.sort().join('\n'));
}
