/**
 * Every page the compiler writes from the real Astro build (`astro build` runs before vitest in
 * `npm test`) is well-formed HTML: html-validate's standard rules at 0 errors over all of them.
 */
import { databaseSource } from '../server/modules/template/compiler-source.server';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HtmlValidate } from 'html-validate';
import { connect, type Database } from '../server/db/database.server';
import { loadConfig } from '../server/config';
import { createTestDatabase } from '../tests/helpers/app';
import { createCompiler } from './index';

const validator = new HtmlValidate({
  extends: ['html-validate:standard'],
  rules: {
    // Islands carry their props as JSON in data-props; long attribute values are expected.
    'attribute-boolean-style': 'off', 'attribute-empty-style': 'off', 'no-trailing-whitespace': 'off',
  },
});

let db: Database;
let drop: () => Promise<void>;
let dist: string;

beforeAll(async () => {
  const d = await createTestDatabase();
  drop = d.drop;
  db = connect(d.url, 5).db;
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'html-valid-'));
  await createCompiler({ source: databaseSource(db), config: { ...loadConfig({}), distDir: dist, publicUrl: 'https://shop.example.com' } }).runFull();
}, 120_000);
afterAll(async () => { await db?.destroy(); await drop?.(); fs.rmSync(dist, { recursive: true, force: true }); });

describe('compiled pages', () => {
  it('are well-formed: <html><head>…</head><body>…</body></html> with 0 validator errors', async () => {
    const pages = (fs.readdirSync(dist, { recursive: true }) as string[]).filter((f) => f.endsWith('.html'));
    expect(pages.length).toBeGreaterThan(10);
    const failures: string[] = [];
    for (const rel of pages) {
      const html = fs.readFileSync(path.join(dist, rel), 'utf8');
      if (!/^<!doctype html><html[^>]*>\s*<head>[\s\S]*<\/head>\s*<body[^>]*>[\s\S]*<\/body>\s*<\/html>\s*$/i.test(html)) failures.push(`${rel}: not <html><head>…</head><body>…</body></html>`);
      const report = await validator.validateString(html, rel);
      for (const r of report.results) for (const m of r.messages) failures.push(`${rel}:${m.line}:${m.column} ${m.ruleId} ${m.message}`);
    }
    expect(failures.slice(0, 40)).toEqual([]);
  }, 120_000);

  it('give every goods picture srcset, sizes, width and height, with a WebP source (home, list, item page)', () => {
    const read = (rel: string) => fs.readFileSync(path.join(dist, rel), 'utf8');
    const itemPage = (fs.readdirSync(path.join(dist, 'items'), { recursive: true }) as string[]).find((f) => /^\d+(\/index)?\.html$/.test(f))!;
    for (const html of [read('index.html'), read(fs.existsSync(path.join(dist, 'items.html')) ? 'items.html' : 'items/index.html'), read(path.join('items', itemPage))]) {
      // Every goods picture, those the widgets and islands render and those in the operator's description.
      const goods = html.match(/<img[^>]*\/media\/seed\/goods-[^>]*>/g) ?? [];
      expect(goods.length).toBeGreaterThan(0);
      for (const img of goods) {
        for (const attr of [/srcset="[^"]*-220w\.jpg 220w[^"]*"/i, /sizes="[^"]+"/, /width="\d+"/, /height="\d+"/, /loading="(lazy|eager)"|fetchpriority="high"|decoding="async"/]) expect(img).toMatch(attr);
      }
      expect(html).toMatch(/<source type="image\/webp" srcset="[^"]*goods-[^"]*-220w\.webp 220w/i);
    }
  });
});
