/**
 * The page cache trusts what it found without a stat until the compiler says the file changed (at once, with no
 * recheck needed) or the recheck time passes (files changed by anything else).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { createStaticCache, RECHECK_MS } from './static-cache';
import { createPageWriter, writeAtomic } from '../../../compiler/write.server';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'static-cache-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
afterEach(() => { vi.restoreAllMocks(); vi.useRealTimers(); });

/** No recheck within a test: only the compiler's word can make the cache look again. */
const HOUR = 3_600_000;
const page = (rel: string) => path.join(root, rel);
const big = (text: string) => `<!doctype html><title>${text}</title>${'<p>川香源</p>'.repeat(100)}`;

describe('pages kept in memory', () => {
  it('a hit takes no stat while nothing says the file changed', async () => {
    await writeAtomic(page('home/index.html'), big('首页'));
    const cache = createStaticCache(root, { recheckMs: HOUR });
    expect(cache.get('/home/index.html')?.raw.toString()).toBe(big('首页'));
    expect(cache.get('/home/missing.html')).toBeUndefined();
    const stat = vi.spyOn(fs, 'statSync');
    for (let i = 0; i < 5; i++) {
      expect(cache.get('/home/index.html')?.raw.toString()).toBe(big('首页'));
      expect(cache.get('/home/missing.html')).toBeUndefined();
    }
    expect(stat).not.toHaveBeenCalled();
    cache.close();
  });

  it('a page the compiler writes again is the new page at its very next lookup, with no recheck', async () => {
    await writeAtomic(page('index.html'), '<!doctype html><title>旧</title>');
    const cache = createStaticCache(root, { recheckMs: HOUR });
    const before = cache.get('/index.html')!;
    await writeAtomic(page('index.html'), '<!doctype html><title>新的页头</title>');
    const after = cache.get('/index.html')!;
    expect(after.raw.toString()).toContain('新的页头');
    expect(after.etag).not.toBe(before.etag);
    // Removed by the compiler: gone at once too.
    const { removeFile } = await import('../../../compiler/write.server');
    await removeFile(page('index.html'));
    expect(cache.get('/index.html')).toBeUndefined();
    cache.close();
  });

  it('a page not there yet is found as soon as the compiler writes it (a first visit)', () => {
    const cache = createStaticCache(root, { recheckMs: HOUR });
    expect(cache.get('/items/8/index.html')).toBeUndefined();
    const writer = createPageWriter(path.join(root, '.trash'));
    writer.write(page('items/8/index.html'), '<p>商品 8</p>');
    expect(cache.get('/items/8/index.html')?.raw.toString()).toBe('<p>商品 8</p>');
    cache.close();
  });

  it('a page whose compressed siblings arrive after it keeps its bytes and ETag: only the siblings are read', async () => {
    const file = page('items/7/index.html');
    const writer = createPageWriter(path.join(root, '.trash'));
    const cache = createStaticCache(root, { recheckMs: HOUR });
    writer.write(file, big('商品'));
    const first = cache.get('/items/7/index.html')!;
    expect(first.br).toBeUndefined(); // compressed behind, in the compiler's compression thread
    await writer.settled();
    const later = cache.get('/items/7/index.html')!;
    expect(later.br?.length).toBeGreaterThan(0);
    expect(later.gz?.length).toBeGreaterThan(0);
    expect(later.raw).toBe(first.raw); // the same bytes, not read again (the page policy made for them is kept too)
    expect(later.etag).toBe(first.etag);
    cache.close();
  });

  it('a file changed by another writer is seen once the recheck time has passed, not before', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    fs.mkdirSync(page('outside'), { recursive: true });
    fs.writeFileSync(page('outside/index.html'), '<p>运营上传 1</p>');
    const cache = createStaticCache(root);
    expect(cache.get('/outside/index.html')?.raw.toString()).toBe('<p>运营上传 1</p>');
    expect(cache.get('/outside/new.html')).toBeUndefined();
    fs.writeFileSync(page('outside/index.html'), '<p>运营上传 第二版</p>');
    fs.writeFileSync(page('outside/new.html'), '<p>新文件</p>');
    vi.setSystemTime(Date.now() + RECHECK_MS - 1);
    expect(cache.get('/outside/index.html')?.raw.toString()).toBe('<p>运营上传 1</p>');
    expect(cache.get('/outside/new.html')).toBeUndefined();
    vi.setSystemTime(Date.now() + 1);
    expect(cache.get('/outside/index.html')?.raw.toString()).toBe('<p>运营上传 第二版</p>');
    expect(cache.get('/outside/new.html')?.raw.toString()).toBe('<p>新文件</p>');
    // A clock set back does not stretch the trust: checked again.
    vi.setSystemTime(Date.now() - HOUR);
    const stat = vi.spyOn(fs, 'statSync');
    cache.get('/outside/index.html');
    expect(stat).toHaveBeenCalledTimes(1);
    cache.close();
  });

  it('recheck 0 (PAGE_RECHECK_MS=0) and names the compiler never tells (a//b) take a stat on every lookup', async () => {
    await writeAtomic(page('every/index.html'), '<p>每次</p>');
    const always = createStaticCache(root, { recheckMs: 0 });
    const cache = createStaticCache(root, { recheckMs: HOUR });
    const stat = vi.spyOn(fs, 'statSync');
    for (let i = 0; i < 3; i++) {
      expect(always.get('/every/index.html')?.raw.toString()).toBe('<p>每次</p>');
      expect(cache.get('/every//index.html')?.raw.toString()).toBe('<p>每次</p>');
    }
    expect(stat).toHaveBeenCalledTimes(6);
    always.close();
    cache.close();
  });

  it('a closed cache hears nothing more', async () => {
    const cache = createStaticCache(root, { recheckMs: HOUR });
    await writeAtomic(page('closed/index.html'), '<p>一</p>');
    expect(cache.get('/closed/index.html')?.raw.toString()).toBe('<p>一</p>');
    cache.close();
    await writeAtomic(page('closed/index.html'), '<p>二</p>');
    expect(cache.get('/closed/index.html')?.raw.toString()).toBe('<p>一</p>');
  });
});
