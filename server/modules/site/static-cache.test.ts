/**
 * The page cache's watched hits (static-cache.ts getWatched): no stat while the file's folder is watched and
 * unchanged, the new file once the folder changes, and no watch left behind by files that leave.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStaticCache, TRUST_MS } from './static-cache';

let dir: string;
beforeEach(() => { dir = fs.mkdtempSync(path.join(os.tmpdir(), 'static-cache-')); });
afterEach(() => { vi.restoreAllMocks(); vi.useRealTimers(); fs.rmSync(dir, { recursive: true, force: true }); });

/** Writes as the compiler does: a temporary file renamed over the page. */
const publish = (rel: string, body: string) => {
  const file = path.join(dir, rel);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(`${file}.tmp`, body);
  fs.renameSync(`${file}.tmp`, file);
};

/** Resolves once a change in `folder` has been reported to watchers, and the event loop has moved on. */
function changeSeen(folder: string, act: () => void): Promise<void> {
  return new Promise((resolve) => {
    const w = fs.watch(folder, () => { w.close(); setImmediate(resolve); });
    act();
  });
}

describe('watched page hits', () => {
  it('skip the stat while the folder is unchanged, and read the new page once it changes', async () => {
    publish('items/7/index.html', '<p>旧</p>');
    const cache = createStaticCache(dir);
    expect(cache.getWatched('/items/7/index.html')?.raw.toString()).toBe('<p>旧</p>');
    const stat = vi.spyOn(fs, 'statSync');
    for (let i = 0; i < 5; i++) expect(cache.getWatched('/items/7/index.html')?.raw.toString()).toBe('<p>旧</p>');
    expect(stat).not.toHaveBeenCalled();

    await changeSeen(path.join(dir, 'items/7'), () => publish('items/7/index.html', '<p>新</p>'));
    expect(cache.getWatched('/items/7/index.html')?.raw.toString()).toBe('<p>新</p>');
    expect(stat).toHaveBeenCalled();
  });

  it('check by stat again after TRUST_MS even when no change was reported', () => {
    publish('index.html', '<p>首页</p>');
    const cache = createStaticCache(dir);
    vi.useFakeTimers({ toFake: ['Date'] });
    cache.getWatched('/index.html');
    const stat = vi.spyOn(fs, 'statSync');
    cache.getWatched('/index.html');
    expect(stat).not.toHaveBeenCalled();
    vi.setSystemTime(Date.now() + TRUST_MS);
    cache.getWatched('/index.html');
    expect(stat).toHaveBeenCalledTimes(1);
  });

  it('watch one folder per folder in use, and none for missing files or files gone', async () => {
    publish('items/1/index.html', 'a');
    publish('items/1/extra.html', 'b');
    publish('items/2/index.html', 'c');
    const cache = createStaticCache(dir);
    expect(cache.getWatched('/items/3/index.html')).toBeUndefined();
    expect(cache.getWatched('/items/1')).toBeUndefined(); // a folder, not a file
    expect(cache.watchedFolders).toBe(0);
    cache.getWatched('/items/1/index.html');
    cache.getWatched('/items/1/extra.html');
    cache.getWatched('/items/2/index.html');
    expect(cache.watchedFolders).toBe(2);

    await changeSeen(path.join(dir, 'items/2'), () => fs.rmSync(path.join(dir, 'items/2/index.html')));
    expect(cache.getWatched('/items/2/index.html')).toBeUndefined();
    expect(cache.watchedFolders).toBe(1);
    // The plain `get` (the route's) always stats and never watches.
    const plain = createStaticCache(dir);
    plain.get('/items/1/index.html');
    expect(plain.watchedFolders).toBe(0);
  });

  it('let the least recently used pages go past the byte limit, and their folders’ watches with them', () => {
    for (let i = 0; i < 4; i++) publish(`items/${i}/index.html`, 'x'.repeat(1000));
    const cache = createStaticCache(dir, 2500);
    for (let i = 0; i < 4; i++) cache.getWatched(`/items/${i}/index.html`);
    expect(cache.size).toBe(2);
    expect(cache.watchedFolders).toBe(2);
  });
});

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'static-cache-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('pages kept in memory', () => {
  it('a page whose compressed siblings arrive after it keeps its bytes and ETag: only the siblings are read', () => {
    const page = path.join(root, 'items/7/index.html');
    fs.mkdirSync(path.dirname(page), { recursive: true });
    fs.writeFileSync(page, `<!doctype html><title>商品</title>${'<p>川香源</p>'.repeat(100)}`);
    const cache = createStaticCache(root);
    const first = cache.get('/items/7/index.html')!;
    expect(first.br).toBeUndefined();
    fs.writeFileSync(`${page}.br`, 'br body');
    fs.writeFileSync(`${page}.gz`, 'gz body');
    const later = cache.get('/items/7/index.html')!;
    expect(later.br?.toString()).toBe('br body');
    expect(later.gz?.toString()).toBe('gz body');
    expect(later.raw).toBe(first.raw); // the same bytes, not read again (the page policy made for them is kept too)
    expect(later.etag).toBe(first.etag);
  });

  it('a page written again is read again', () => {
    const page = path.join(root, 'index.html');
    fs.writeFileSync(page, '<!doctype html><title>旧</title>');
    const cache = createStaticCache(root);
    const before = cache.get('/index.html')!;
    fs.writeFileSync(page, '<!doctype html><title>新的页头</title>');
    const after = cache.get('/index.html')!;
    expect(after.raw.toString()).toContain('新的页头');
    expect(after.etag).not.toBe(before.etag);
  });
});
