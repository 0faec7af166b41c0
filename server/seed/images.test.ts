/** Demo pictures are made once per machine and copied on every later seed, byte for byte. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { goodsPalette, writeImage } from './images.server';

const palette = { bg: '#ff5d02', bg2: '#ff8a3d', fg: '#ffffff', accent: '#7a1d00' };
const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), 'seed-img-'));
const files = (dir: string) => fs.readdirSync(dir).sort();

describe('seed pictures', () => {
  it('a second seed copies the same files the first one made, and a changed picture is made anew', async () => {
    const [a, b, c] = [tmp(), tmp(), tmp()];
    vi.stubEnv('SEED_IMAGE_CACHE', tmp());
    const name = 'cache-test';
    expect(await writeImage(a, name, 'anise', palette, 300, 300, 5, '八角')).toBe(`${name}_300x300.jpg`);
    await writeImage(b, name, 'anise', palette, 300, 300, 5, '八角');
    expect(files(a)).toContain(`${name}_300x300.jpg`);
    expect(files(a).some((f) => f.endsWith('.webp'))).toBe(true); // the responsive variants come along
    expect(files(b)).toEqual(files(a));
    for (const f of files(a)) expect(fs.readFileSync(path.join(b, f)).equals(fs.readFileSync(path.join(a, f)))).toBe(true);

    await writeImage(c, name, 'anise', palette, 300, 300, 5, '桂皮'); // another label: other pixels, same name
    expect(fs.readFileSync(path.join(c, `${name}_300x300.jpg`)).equals(fs.readFileSync(path.join(a, `${name}_300x300.jpg`)))).toBe(false);
  });
});

describe('seed pictures made by seeds running at once', () => {
  it('a picture another seed is making is waited for and copied, not made again', async () => {
    // Where the picture is cached: learnt from a first cache, then that seed's claim is held in a second one.
    const learn = tmp();
    vi.stubEnv('SEED_IMAGE_CACHE', learn);
    await writeImage(tmp(), 'claimed', 'chili', palette, 200, 200, 3);
    const key = files(learn)[0];
    const cache = tmp();
    vi.stubEnv('SEED_IMAGE_CACHE', cache);
    fs.mkdirSync(path.join(cache, `${key}.making`));
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      const dir = tmp();
      let done = false;
      const waiting = writeImage(dir, 'claimed', 'chili', palette, 200, 200, 3).finally(() => { done = true; });
      // Until it waits for the other seed (a timer set) — or, making the picture itself, is done.
      while (!done && vi.getTimerCount() === 0) await new Promise((r) => setImmediate(r));
      // The other seed finishes: its files (marked, so a copy is told from a picture made here) go in, the claim goes.
      const staged = path.join(cache, `${key}.other.tmp`);
      fs.mkdirSync(staged);
      for (const f of files(path.join(learn, key))) fs.writeFileSync(path.join(staged, f), `made by the other seed: ${f}`);
      fs.renameSync(staged, path.join(cache, key));
      fs.rmdirSync(path.join(cache, `${key}.making`));
      vi.runOnlyPendingTimers();
      expect(await waiting).toBe('claimed_200x200.jpg');
      expect(fs.readFileSync(path.join(dir, 'claimed_200x200.jpg'), 'utf8')).toBe('made by the other seed: claimed_200x200.jpg');
    } finally {
      vi.useRealTimers();
    }
  });

  it('two seeds asking for the same picture at once get the same files', async () => {
    vi.stubEnv('SEED_IMAGE_CACHE', tmp());
    const [a, b] = [tmp(), tmp()];
    await Promise.all([writeImage(a, 'twice', 'leaf', palette, 200, 200, 4), writeImage(b, 'twice', 'leaf', palette, 200, 200, 4)]);
    expect(files(b)).toEqual(files(a));
    for (const f of files(a)) expect(fs.readFileSync(path.join(b, f)).equals(fs.readFileSync(path.join(a, f)))).toBe(true);
  });
});

describe('goodsPalette', () => {
  it('draws green Sichuan pepper green and every other goods in its category colours', () => {
    for (const name of ['金阳青花椒 特级', '藤椒 鲜麻款']) expect(goodsPalette(name, palette).fg).toBe('#3d6b1f');
    for (const name of ['汉源贡椒 大红袍花椒', '茂县红花椒 颗粒']) expect(goodsPalette(name, palette)).toBe(palette);
  });
});
