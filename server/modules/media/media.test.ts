/** Video uploads for carousel slides: accepted by content (MP4/WEBM), anything else refused with the Chinese message. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/helpers/app';
import { VIDEO_TYPE_ERROR, videoFormat } from './routes';

let t: TestApp;
let op: string;
beforeAll(async () => { t = await createTestApp(); op = await t.operatorToken(); });
afterAll(() => t.close());

function multipart(name: string, body: Buffer) {
  const boundary = '----video' + Date.now();
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: video/mp4\r\n\r\n`),
    body, Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.app.inject({ method: 'POST', url: '/api/admin/media/video', payload, headers: { authorization: `Bearer ${op}`, 'content-type': `multipart/form-data; boundary=${boundary}` } });
}
// The first box of an MP4 file: size, 'ftyp', brand.
const mp4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(12), Buffer.from('mdat')]);

describe('video upload', () => {
  it('stores an MP4 and serves it under /media/', async () => {
    const res = await multipart('slide.mp4', mp4);
    expect(res.statusCode).toBe(200);
    const url = res.json().data.img_url as string;
    expect(url).toMatch(/^\/media\/[0-9a-f]{32}\.mp4$/);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
  });

  it('refuses a file that is not a video, whatever its name', async () => {
    const res = await multipart('fake.mp4', Buffer.from('<script>alert(1)</script>'));
    expect(res.statusCode).toBe(422);
    expect(res.json().data.message).toBe(VIDEO_TYPE_ERROR);
    expect(videoFormat(Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0]))).toBe('webm');
  });
});
