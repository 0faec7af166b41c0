/** Operator picture uploads: responsive variants written next to the original, non-images refused in Chinese. */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/helpers/app';
import { UPLOAD_TYPE_ERROR } from './routes';

let t: TestApp;
let op: string;
beforeAll(async () => { t = await createTestApp(); op = await t.operatorToken(); });
afterAll(() => t.close());

function upload(name: string, body: Buffer, type = 'image/jpeg') {
  const boundary = '----img' + Date.now();
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`),
    body, Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.app.inject({ method: 'POST', url: '/api/admin/media', payload, headers: { authorization: `Bearer ${op}`, 'content-type': `multipart/form-data; boundary=${boundary}` } });
}

describe('image upload', () => {
  it('stores the original with its size in the name and WebP + JPEG variants up to its width', async () => {
    const jpeg = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#ff5d02' } }).jpeg().toBuffer();
    const res = await upload('banner.jpg', jpeg);
    expect(res.statusCode).toBe(200);
    const url = res.json().data.img_url as string;
    expect(url).toMatch(/^\/media\/[0-9a-f]{32}_900x600\.jpg$/);
    const stem = url.replace(/\.jpg$/, '');
    for (const w of [220, 440, 800]) {
      for (const ext of ['jpg', 'webp']) {
        const file = await t.app.inject({ method: 'GET', url: `${stem}-${w}w.${ext}` });
        expect(file.statusCode, `${w}w.${ext}`).toBe(200);
        expect(file.headers['cache-control']).toContain('immutable');
        expect((await sharp(file.rawPayload).metadata()).width).toBe(w);
      }
    }
    // Never enlarged: no 1200 px variant of a 900 px picture.
    expect((await t.app.inject({ method: 'GET', url: `${stem}-1200w.webp` })).statusCode).toBe(404);
    expect(fs.existsSync(path.join(t.config.mediaDir, `${path.basename(stem)}-900w.jpg`))).toBe(true);
  });

  it('refuses a file that is not a picture with the Chinese message and stores nothing', async () => {
    const rows = () => t.db.selectFrom('media').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    const before = await rows();
    const res = await upload('fake.jpg', Buffer.from('<svg onload="alert(1)"></svg>'));
    expect(res.statusCode).toBe(422);
    expect(res.json().data.message).toBe(UPLOAD_TYPE_ERROR);
    expect(await rows()).toEqual(before);
  });
});
