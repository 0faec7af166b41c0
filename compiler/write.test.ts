import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { createPageWriter } from './write.server';
import { COMPRESS_NICE } from './compress-thread.server';

/** The nice level of each thread of this process (field 19 of /proc/self/task/<tid>/stat), and of the calling one. */
const niceOf = (stat: string) => Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
const threadNices = () => fs.readdirSync('/proc/self/task').map((t) => { try { return niceOf(fs.readFileSync(`/proc/self/task/${t}/stat`, 'utf8')); } catch { return undefined; } });

const page = (words: string) => `<!DOCTYPE html><html><head><title>${words}</title></head><body>${`<p>${words}</p>`.repeat(200)}</body></html>`;
const unbr = (file: string) => zlib.brotliDecompressSync(fs.readFileSync(file)).toString();
const ungz = (file: string) => zlib.gunzipSync(fs.readFileSync(file)).toString();

describe('page writer', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'page-writer-'));
  const file = path.join(dir, 'a', 'index.html');

  it('lands the page at once without stale siblings, then writes siblings of exactly that page', async () => {
    const writer = createPageWriter(path.join(dir, '.trash'), { keepMs: 0 });
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
    expect(fs.readdirSync(path.join(dir, '.trash'))).toEqual([]); // replaced files past their keeping time are deleted
  });

  it('keeps replaced files and writes later pages into them instead of creating files', async () => {
    const trash = path.join(dir, 'spares-trash');
    const writer = createPageWriter(trash, { reuseAfterMs: 0 });
    const one = path.join(dir, 's1', 'index.html');
    writer.write(one, page('一'));
    await writer.settled();
    const inodes = (f: string) => [f, `${f}.br`, `${f}.gz`].map((x) => fs.statSync(x).ino).sort();
    const before = inodes(one);
    writer.write(one, page('一改')); // its three files go aside and come straight back with the new page
    await writer.settled();
    expect(fs.readFileSync(one, 'utf8')).toBe(page('一改'));
    expect(unbr(`${one}.br`)).toBe(page('一改'));
    expect(ungz(`${one}.gz`)).toBe(page('一改'));
    expect(inodes(one)).toEqual(before); // no file created
    expect(fs.readdirSync(trash)).toEqual([]);

    const keeping = createPageWriter(path.join(dir, 'kept-trash')); // the default: kept ten minutes
    const two = path.join(dir, 's2', 'index.html');
    keeping.write(two, page('二'));
    await keeping.settled();
    keeping.write(two, page('二改'));
    await keeping.settled();
    expect(fs.readdirSync(path.join(dir, 'kept-trash'))).toHaveLength(3); // not deleted once settled
  });

  it('does not write over a replaced file before its time, nor over one still linked to a live page', async () => {
    const trash = path.join(dir, 'young-trash');
    const writer = createPageWriter(trash); // the default: reused only after a minute
    const one = path.join(dir, 'y1', 'index.html');
    writer.write(one, page('一'));
    writer.write(one, page('一改'));
    await writer.settled();
    const spares = fs.readdirSync(trash).map((f) => fs.statSync(path.join(trash, f)).ino);
    writer.write(path.join(dir, 'y2', 'index.html'), page('二'));
    await writer.settled();
    expect(spares).not.toContain(fs.statSync(path.join(dir, 'y2', 'index.html')).ino);

    const linked = path.join(dir, 'linked-trash');
    fs.mkdirSync(linked);
    const live = path.join(dir, 'y3', 'index.html');
    writer.write(live, page('在线'));
    fs.linkSync(live, path.join(linked, 'old')); // as if a write had failed right after linking the page aside
    const eager = createPageWriter(linked, { reuseAfterMs: 0 });
    eager.write(path.join(dir, 'y4', 'index.html'), page('四'));
    await eager.settled();
    expect(fs.readFileSync(live, 'utf8')).toBe(page('在线'));
  });

  it('what an earlier process left set aside is deleted too', async () => {
    fs.mkdirSync(path.join(dir, '.trash'), { recursive: true });
    fs.writeFileSync(path.join(dir, '.trash', 'left-over'), 'x');
    const writer = createPageWriter(path.join(dir, '.trash'), { keepMs: 0 });
    writer.write(path.join(dir, 'b', 'index.html'), page('另一页'));
    await writer.settled();
    expect(fs.readdirSync(path.join(dir, '.trash'))).toEqual([]);
  });

  it('deletes spares past their time off the event loop\'s thread (no synchronous unlink)', async () => {
    const trash = path.join(dir, 'swept-trash');
    const writer = createPageWriter(trash, { keepMs: 0 });
    const target = path.join(dir, 'swept', 'index.html');
    writer.write(target, page('一'));
    await writer.settled();
    const rmSync = vi.spyOn(fs, 'rmSync');
    const unlinkSync = vi.spyOn(fs, 'unlinkSync');
    try {
      for (const words of ['二', '三', '四']) { writer.write(target, page(words)); await writer.settled(); }
      const inTrash = (c: unknown[]) => String(c[0]).startsWith(trash);
      expect([...rmSync.mock.calls, ...unlinkSync.mock.calls].filter(inTrash)).toEqual([]);
    } finally {
      rmSync.mockRestore();
      unlinkSync.mockRestore();
    }
    expect(fs.readdirSync(trash)).toEqual([]);
    expect(unbr(`${target}.br`)).toBe(page('四'));
  });

  it('a page written again before its siblings are made gets the siblings of the last write only', async () => {
    const writer = createPageWriter(path.join(dir, '.trash'), { concurrency: 1 });
    const files = Array.from({ length: 20 }, (_, i) => path.join(dir, `p${i}`, 'index.html'));
    for (const f of files) writer.write(f, page(`旧${f}`));
    for (const f of files) writer.write(f, page(`新${f}`)); // most still queued, some compressing
    await writer.settled();
    for (const f of files) {
      expect(unbr(`${f}.br`)).toBe(page(`新${f}`));
      expect(ungz(`${f}.gz`)).toBe(page(`新${f}`));
    }
  });

  it('a page given as bytes lands intact in a new folder, and its siblings are made of those bytes', async () => {
    const writer = createPageWriter(path.join(dir, '.trash'));
    const bytes = path.join(dir, 'bytes', 'deep', 'index.html');
    const body = Buffer.from(page('字节'));
    const own = Buffer.alloc(body.length);
    body.copy(own); // a Buffer with memory of its own: it is moved to the compression thread
    writer.write(bytes, own);
    expect(fs.readFileSync(bytes, 'utf8')).toBe(page('字节'));
    await writer.settled();
    expect(unbr(`${bytes}.br`)).toBe(page('字节'));
    expect(ungz(`${bytes}.gz`)).toBe(page('字节'));
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

  it.runIf(process.platform === 'linux')('compresses on a thread of low priority: the thread that writes pages keeps its own', async () => {
    const own = niceOf(fs.readFileSync('/proc/thread-self/stat', 'utf8'));
    const writer = createPageWriter(path.join(dir, '.trash'));
    const niced = path.join(dir, 'niced', 'index.html');
    writer.write(niced, page('低优先级'));
    await writer.settled();
    expect(unbr(`${niced}.br`)).toBe(page('低优先级'));
    expect(COMPRESS_NICE).toBeGreaterThanOrEqual(10);
    // The compression thread lives as long as this process (unref'd when idle): it is among this process's threads.
    expect(threadNices()).toContain(Math.max(own, COMPRESS_NICE));
    expect(niceOf(fs.readFileSync('/proc/thread-self/stat', 'utf8'))).toBe(own);
  });
});
