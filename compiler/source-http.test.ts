/**
 * A build from a running instance over HTTP (the contract's calls only) equals the in-process build
 * from its database: same pages, same HTML apart from the absolute image URLs the API answers.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../tests/helpers/app';
import { createCompiler, type CompilerConfig } from './index';
import { BackendError, httpSource, linkedPageIds, widgetsOfTemplateAnswer } from './source-http';
import { databaseSource } from '../server/modules/template/compiler-source.server';

const SHELL = `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>川香源直销商城</title><meta name="description" content="默认描述"><shop-slot name="head"></shop-slot></head><body data-page-config><header><shop-slot name="header"></shop-slot></header><main><shop-slot name="body"></shop-slot></main><footer><shop-slot name="footer"></shop-slot></footer></body></html>`;

let t: TestApp;
let base: string;
let apiBase: string;
let origin: string;
const configFor = (dist: string): CompilerConfig => ({ distDir: dist, astroOutDir: path.join(base, 'astro'), publicUrl: 'https://shop.example.com' });

function files(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const f of fs.readdirSync(dir, { recursive: true }) as string[]) {
    const full = path.join(dir, f);
    if (fs.statSync(full).isFile()) out[f] = fs.readFileSync(full, 'utf8');
  }
  return out;
}

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  apiBase = `${origin}/api/h5app/wxapp`;
  base = fs.mkdtempSync(path.join(os.tmpdir(), 'compiler-http-'));
  fs.mkdirSync(path.join(base, 'astro/shell'), { recursive: true });
  fs.writeFileSync(path.join(base, 'astro/shell/index.html'), SHELL);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(base, { recursive: true, force: true });
});

describe('build from an ECShopX-compatible API', () => {
  it('writes the same pages with the same HTML as the in-process build (apart from absolute image URLs)', async () => {
    const fromDb = path.join(base, 'db');
    const fromApi = path.join(base, 'api');
    const a = await createCompiler({ source: databaseSource(t.db), config: configFor(fromDb) }).runFull();
    const b = await createCompiler({ source: httpSource({ base: apiBase }), config: configFor(fromApi) }).runFull();
    expect([...b.pages].sort()).toEqual([...a.pages].sort());
    expect(a.pages.length).toBeGreaterThan(40);
    const left = files(fromDb);
    const right = files(fromApi);
    expect(Object.keys(right).sort()).toEqual(Object.keys(left).sort());
    const sawAbsolute = Object.values(right).some((html) => html.includes(`${origin}/media/`));
    expect(sawAbsolute).toBe(true);
    // Image URLs differ only in their origin: the API answers absolute ones, the database has paths
    // (which JSON-LD prefixes with PUBLIC_URL).
    const sameUrls = (html: string) => html.replaceAll(`${origin}/media/`, '/media/').replaceAll('https://shop.example.com/media/', '/media/');
    for (const [file, html] of Object.entries(left)) {
      if (/\.(br|gz)$/.test(file)) continue; // compressed copies of files compared here as text
      if (file.startsWith('.manifest.')) continue; // hashes of each page's inputs: the API's image URLs are absolute
      const ok = sameUrls(right[file]) === sameUrls(html);
      expect(ok, `${file} differs`).toBe(true);
    }
  });

  it('fails with one clear message when the backend cannot be reached', async () => {
    const dead = httpSource({ base: 'http://127.0.0.1:9/api/h5app/wxapp', attempts: 2 });
    await expect(dead.home()).rejects.toThrow(BackendError);
    await expect(dead.home()).rejects.toThrow(/无法从后端读取 http:\/\/127\.0\.0\.1:9\/api\/h5app\/wxapp\/pctemplate\/getTemplateContent/);
  });
});

describe('contract answer forms', () => {
  it('reads the list form and the object form of getTemplateContent', () => {
    const w = { type: 'W0002', uuid: 'a' };
    expect(widgetsOfTemplateAnswer([{ id: 1, name: '', config: JSON.stringify(w) }])).toEqual([w]);
    expect(widgetsOfTemplateAnswer({ id: 1, name: 'header', config: JSON.stringify([w, w]) })).toEqual([w, w]);
    expect(widgetsOfTemplateAnswer({ id: 0, name: '', config: '' })).toEqual([]);
  });

  it('finds custom pages from designer links and plain URLs', () => {
    const doc = [{ data: [{ linkPage: 'customer', theme_pc_template_id: 7 }] }, { url: '/custompage?pageid=9' }, { html: '<a href="/custompage/11/">x</a>' }, { linkPage: 'goods', id: 3 }];
    expect(linkedPageIds(doc).sort()).toEqual([11, 7, 9].sort());
  });
});
