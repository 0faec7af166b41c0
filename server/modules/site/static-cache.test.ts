import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createStaticCache } from './static-cache';

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
