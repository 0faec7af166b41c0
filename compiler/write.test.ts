import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createPageWriter } from './write.server';

const page = (words: string) => `<!DOCTYPE html><html><head><title>${words}</title></head><body>${`<p>${words}</p>`.repeat(200)}</body></html>`;
const unbr = (file: string) => zlib.brotliDecompressSync(fs.readFileSync(file)).toString();
const ungz = (file: string) => zlib.gunzipSync(fs.readFileSync(file)).toString();

describe('page writer', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'page-writer-'));
  const file = path.join(dir, 'a', 'index.html');

  it('lands the page at once without stale siblings, then writes siblings of exactly that page', async () => {
    const writer = createPageWriter(path.join(dir, '.trash'));
    writer.write(file, page('第一版'));
    await writer.settled();
    expect(unbr(`${file}.br`)).toBe(page('第一版'));

    await writer.during(async () => {
      writer.write(file, page('第二版'));
      // Served from here on: the new page, and no compressed body of the old one next to it.
      expect(fs.readFileSync(file, 'utf8')).toBe(page('第二版'));
      expect(fs.existsSync(`${file}.br`)).toBe(false);
      expect(fs.existsSync(`${file}.gz`)).toBe(false);
    });
    await writer.settled();
    expect(unbr(`${file}.br`)).toBe(page('第二版'));
    expect(ungz(`${file}.gz`)).toBe(page('第二版'));
    expect(fs.readdirSync(path.join(dir, '.trash'))).toEqual([]); // replaced files are deleted once settled
  });

  it('what an earlier process left set aside is deleted too', async () => {
    fs.mkdirSync(path.join(dir, '.trash'), { recursive: true });
    fs.writeFileSync(path.join(dir, '.trash', 'left-over'), 'x');
    const writer = createPageWriter(path.join(dir, '.trash'));
    writer.write(path.join(dir, 'b', 'index.html'), page('另一页'));
    await writer.settled();
    expect(fs.readdirSync(path.join(dir, '.trash'))).toEqual([]);
  });

  it('a page written again before its siblings are made gets the siblings of the last write only', async () => {
    const writer = createPageWriter(path.join(dir, '.trash'), 1);
    const files = Array.from({ length: 20 }, (_, i) => path.join(dir, `p${i}`, 'index.html'));
    for (const f of files) writer.write(f, page(`旧${f}`));
    for (const f of files) writer.write(f, page(`新${f}`)); // most still queued, some compressing
    await writer.settled();
    for (const f of files) {
      expect(unbr(`${f}.br`)).toBe(page(`新${f}`));
      expect(ungz(`${f}.gz`)).toBe(page(`新${f}`));
    }
  });

  it('a page removed before its siblings are made gets none', async () => {
    const writer = createPageWriter(path.join(dir, '.trash'));
    const gone = path.join(dir, 'gone', 'index.html');
    await writer.during(async () => {
      writer.write(gone, page('下架'));
      writer.forget(gone);
      fs.rmSync(gone);
    });
    await writer.settled();
    expect(fs.existsSync(`${gone}.br`)).toBe(false);
  });
});
