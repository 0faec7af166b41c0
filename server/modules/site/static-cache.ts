/**
 * Pre-rendered files kept in memory with their precompressed bodies (the build writes `.br`/`.gz`
 * siblings), so serving a page is a map lookup plus one stat. The stat revalidates every hit: a page
 * rewritten by the compiler (this process or another one sharing the folder) is re-read at once.
 * Least recently used files leave when the cache passes its byte limit.
 */
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import { isCompressible, MIN_COMPRESS_BYTES } from '../../../compiler/compress.server';

export interface CachedFile { rel: string; type: string; raw: Buffer; br?: Buffer; gz?: Buffer; etag: string; mtimeMs: number; size: number }

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8', '.svg': 'image/svg+xml', '.xml': 'application/xml; charset=utf-8', '.txt': 'text/plain; charset=utf-8',
  '.json': 'application/json; charset=utf-8', '.webmanifest': 'application/manifest+json', '.map': 'application/json; charset=utf-8',
  '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.webp': 'image/webp', '.gif': 'image/gif', '.ico': 'image/x-icon',
  '.woff2': 'font/woff2', '.woff': 'font/woff', '.mp4': 'video/mp4', '.webm': 'video/webm',
};
export const contentType = (file: string) => TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';

const readIfThere = (file: string) => { try { return fs.readFileSync(file); } catch { return undefined; } };

export function createStaticCache(rootDir: string, maxBytes = 256 * 1024 * 1024) {
  const root = path.resolve(rootDir);
  const files = new Map<string, CachedFile>();
  let bytes = 0;
  const weight = (f: CachedFile) => f.raw.length + (f.br?.length ?? 0) + (f.gz?.length ?? 0);
  const drop = (rel: string) => {
    const old = files.get(rel);
    if (old) { bytes -= weight(old); files.delete(rel); }
  };

  /** `same`: the entry for these very bytes (same mtime and size), now with its compressed siblings: not read again. */
  function load(rel: string, stat: fs.Stats, same?: CachedFile): CachedFile {
    const file = path.join(root, rel);
    const raw = same?.raw ?? fs.readFileSync(file);
    const entry: CachedFile = {
      rel, type: contentType(rel), raw, mtimeMs: stat.mtimeMs, size: stat.size,
      etag: same?.etag ?? `W/"${crypto.createHash('sha1').update(raw).digest('base64url').slice(0, 22)}"`,
      br: readIfThere(`${file}.br`), gz: readIfThere(`${file}.gz`),
    };
    drop(rel);
    files.set(rel, entry);
    bytes += weight(entry);
    for (const [k, f] of files) { if (bytes <= maxBytes || k === rel) break; bytes -= weight(f); files.delete(k); }
    return entry;
  }

  /**
   * The compiler writes a page first and its compressed siblings a moment later (write.server.ts): an entry
   * read in between is missing them, and takes them once they are there (one stat per hit until then).
   */
  const siblingsArrived = (f: CachedFile, full: string) => f.size >= MIN_COMPRESS_BYTES && isCompressible(full)
    && ((!f.br && fs.existsSync(`${full}.br`)) || (!f.gz && fs.existsSync(`${full}.gz`)));

  return {
    /** The file at `rel` (a path inside root, already checked), or undefined when it is not a file. */
    get(rel: string): CachedFile | undefined {
      const full = path.join(root, rel);
      if (!full.startsWith(root + path.sep)) return undefined;
      let stat: fs.Stats | undefined;
      // A name too long for the file system (ENAMETOOLONG) or any other stat error is simply "no such file".
      try { stat = fs.statSync(full, { throwIfNoEntry: false }); } catch { stat = undefined; }
      if (!stat?.isFile()) { drop(rel); return undefined; }
      const hit = files.get(rel);
      const unchanged = hit && hit.mtimeMs === stat.mtimeMs && hit.size === stat.size ? hit : undefined;
      if (unchanged && !siblingsArrived(unchanged, full)) {
        files.delete(rel); files.set(rel, unchanged); // most recently used last
        return unchanged;
      }
      return load(rel, stat, unchanged);
    },
    get size() { return files.size; },
  };
}

/** The body for the client's Accept-Encoding: brotli, else gzip, else the raw bytes. */
export function pickEncoding(f: CachedFile, acceptEncoding: string | undefined): { body: Buffer; encoding?: 'br' | 'gzip' } {
  const ae = acceptEncoding ?? '';
  if (f.br && /\bbr\b/.test(ae)) return { body: f.br, encoding: 'br' };
  if (f.gz && /\bgzip\b/.test(ae)) return { body: f.gz, encoding: 'gzip' };
  return { body: f.raw };
}
