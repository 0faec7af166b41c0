/**
 * Issue 22 points 6 and 10: the classes of hostile input that still reached a 500 or cost the process
 * dearly. Deep JSON (400 at parse time, logins included), a NUL in a multipart filename (422, nothing on
 * disk), objects with toString/valueOf where a widget wants a number (422, never a TypeError), absurd
 * sizes in a page document, decompression bombs (pixel limit) and upload rates per member and operator.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/helpers/app';
import { members } from '../../tests/helpers/commerce';
import { DEMO_OPERATOR } from '../seed/seed.server';
import { IMAGE_TOO_LARGE } from '../modules/media/image.server';
import { MEMBER_UPLOAD_POLICY, OPERATOR_UPLOAD_POLICY, uploadKey } from '../modules/throttle/uploads';

let t: TestApp;
let op: string;
let member: string;
let memberId: number;
let mediaDir: string;
beforeAll(async () => {
  mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hostile-media-'));
  t = await createTestApp({}, { mediaDir });
  op = await t.operatorToken();
  const [m] = await members(t, 1);
  member = m.token;
  memberId = m.userId;
});
afterAll(async () => { await t.close(); fs.rmSync(mediaDir, { recursive: true, force: true }); });

const CHINESE = /[\u4e00-\u9fff]/;
function envelope(res: { statusCode: number; body: string }, status: number): string {
  expect(res.statusCode, res.body).toBe(status);
  const body = JSON.parse(res.body);
  expect(body.data.status_code).toBe(status);
  expect(body.data.message).toMatch(CHINESE);
  return body.data.message;
}
const filesOnDisk = () => fs.readdirSync(mediaDir, { recursive: true }).filter((f) => !fs.statSync(path.join(mediaDir, String(f))).isDirectory()).length;
const mediaRows = async () => Number((await t.db.selectFrom('media').select((e) => e.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

function multipart(url: string, token: string, filename: string, body: Buffer, rawName = false) {
  const boundary = '----hostile' + Math.random().toString(16).slice(2);
  const disposition = rawName ? `filename="${filename}"` : `filename*=UTF-8''${encodeURIComponent(filename)}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; ${disposition}\r\nContent-Type: image/png\r\n\r\n`, 'utf8'),
    body, Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.app.inject({ method: 'POST', url, payload, headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}` } });
}
const smallPng = () => sharp({ create: { width: 40, height: 30, channels: 3, background: '#c0392b' } }).png().toBuffer();

/** A real, valid PNG declaring width × height (1-bit grey, all zero): tiny on the wire, huge decoded. */
function bombPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4); len.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4); crc.writeUInt32BE(zlib.crc32(Buffer.concat([Buffer.from(type, 'latin1'), data])) >>> 0);
    return Buffer.concat([len, Buffer.from(type, 'latin1'), data, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0); ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 1; ihdr[9] = 0; ihdr[10] = 0; ihdr[11] = 0; ihdr[12] = 0;
  const raw = Buffer.alloc((Math.ceil(width / 8) + 1) * height);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', zlib.deflateSync(raw, { level: 9 })), chunk('IEND', Buffer.alloc(0))]);
}

describe('deeply nested JSON', () => {
  const nested = (n: number) => '{"a":'.repeat(n) + '1' + '}'.repeat(n);
  const arrays = (n: number) => '['.repeat(n) + ']'.repeat(n);
  it('is a 400 in the envelope at parse time, on both login routes and everywhere else', async () => {
    for (const [url, token] of [['/api/h5app/wxapp/login', ''], ['/api/admin/login', ''], ['/api/admin/templates/1/draft', op], ['/api/admin/combinations', op], ['/api/h5app/wxapp/member/address', member]] as const) {
      for (const body of [nested(5000), arrays(60_000), `{"username":"13900000000","password":"x","deep":${arrays(100)}}`]) {
        const res = await t.app.inject({ method: url.endsWith('draft') ? 'PUT' : 'POST', url, payload: body, headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) } });
        envelope(res, 400);
      }
    }
  });
  it('JSON text inside a field (a page document as a string) is bounded too', async () => {
    const res = await t.app.inject({ method: 'PUT', url: '/api/admin/templates/1/draft', payload: { config: arrays(30_000) }, headers: { authorization: `Bearer ${op}` } });
    expect(res.statusCode).toBe(422);
  });
  it('ordinary nesting (a real page document) still saves', async () => {
    const res = await t.app.inject({ method: 'PUT', url: '/api/admin/templates/1/draft', payload: { widgets: [{ type: 'W0011', uuid: 'text000001', text: '包邮', data: [[[[{ a: [1] }]]]] }] }, headers: { authorization: `Bearer ${op}` } });
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe('multipart filenames', () => {
  it('a NUL or a lone surrogate in the filename is a 422 and nothing is written, neither files nor rows', async () => {
    const png = await smallPng();
    const files = filesOnDisk();
    const rows = await mediaRows();
    // (A lone surrogate cannot travel in a multipart header: the bytes are UTF-8.)
    for (const name of ['a\u0000b.png', '\u0000']) {
      const msg = envelope(await multipart('/api/admin/media', op, name, png), 422);
      expect(msg).toBe('文件名含有不允许的字符');
    }
    envelope(await multipart('/api/admin/media', op, 'raw\u0000name.png', png, true), 422);
    expect(filesOnDisk()).toBe(files);
    expect(await mediaRows()).toBe(rows);
  });
  it('a clean name stores the picture, its variants and its row', async () => {
    const files = filesOnDisk();
    const res = await multipart('/api/admin/media', op, '花椒.png', await smallPng());
    expect(res.statusCode).toBe(200);
    expect(filesOnDisk()).toBeGreaterThan(files);
    expect((await t.db.selectFrom('media').select('file_name').orderBy('id', 'desc').executeTakeFirstOrThrow()).file_name).toBe('花椒.png');
  });
});

describe('multipart bodies that cannot be read', () => {
  // Found by `npm run fuzz` (seed 2026112622): a multipart content type without a boundary reached busboy's error as a 500.
  it('a body without its boundary, or cut short, is a 400 in the envelope on every upload route', async () => {
    const routes = [
      { url: '/api/h5app/wxapp/member/image/upload', auth: member },
      { url: '/api/h5app/wxapp/espier/upload', auth: member },
      { url: '/api/upload/form', auth: undefined },
      { url: '/api/admin/media', auth: op },
    ];
    for (const { url, auth } of routes) {
      for (const [type, payload] of [['multipart/form-data', 'garbage'], ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc']]) {
        const res = await t.app.inject({ method: 'POST', url, payload, headers: { 'content-type': type, ...(auth ? { authorization: `Bearer ${auth}` } : {}) } });
        if (res.statusCode === 404) continue; // a route this build does not have
        expect(res.statusCode, `${url} ${type}: ${res.body}`).toBeLessThan(500);
        envelope(res, res.statusCode);
      }
    }
  });
});

describe('objects where a widget wants a number', () => {
  const draft = (widgets: unknown[]) => t.app.inject({ method: 'PUT', url: '/api/admin/templates/1/draft', payload: { widgets }, headers: { authorization: `Bearer ${op}` } });
  it('{"toString":1} and {"valueOf":…} are a 422 with a Chinese message, never a TypeError', async () => {
    const zone = (leftPer: unknown) => ({ type: 'W0003', uuid: 'hotzone001', imgUrl: '/media/a.png', data: [{ leftPer, topPer: 0, widthPer: 0.5, heightPer: 0.5 }] });
    for (const hostile of [{ toString: 1 }, { valueOf: 1 }, { toString: 1, valueOf: 1 }, { valueOf: 0.2 }]) {
      for (const widgets of [[zone(hostile)], [{ type: 'W0006', uuid: 'panel00001', zindex: hostile, childWidgets: [] }], [{ type: 'W0004', uuid: 'logos00001', column: hostile }], [{ type: 'W0011', uuid: 'text000001', paddingTop: hostile }], [{ type: hostile }]]) {
        envelope(await draft(widgets), 422);
      }
    }
    // ECShopX rows whose sort_by is an object.
    const rows = await t.app.inject({ method: 'PUT', url: '/api/admin/templates/1/draft', payload: { config: JSON.stringify([{ name: 'a', sort_by: { toString: 1 }, config: {} }, { name: 'b', sort_by: 1, config: {} }]) }, headers: { authorization: `Bearer ${op}` } });
    expect(rows.statusCode).toBeLessThan(500);
  });
});

describe('sizes in a page document', () => {
  const draft = (widget: Record<string, unknown>) => t.app.inject({ method: 'PUT', url: '/api/admin/templates/1/draft', payload: { widgets: [{ type: 'W0011', uuid: 'text000001', text: '包邮', ...widget }] }, headers: { authorization: `Bearer ${op}` } });
  it('paddingTop 9e15, a 1e308 width or a 99999px margin are refused on save', async () => {
    for (const w of [{ paddingTop: 9e15 }, { paddingTop: '9000000000000000' }, { height: 1e308 }, { marginTop: '99999px' }, { fontSize: 9e15 }, { borderRadius: 20000 }]) {
      const msg = envelope(await draft(w), 422);
      expect(msg).toMatch(/尺寸超出范围|内边距不能超过/);
    }
  });
  it('sizes a page can use still save', async () => {
    expect((await draft({ paddingTop: 40, height: 600, marginTop: '-20px', fontSize: 64 })).statusCode).toBe(200);
  });
});

describe('pictures: pixel limit and upload rates', () => {
  it('a small PNG declaring 16,000 × 16,000 is refused before decoding, and nothing is written', async () => {
    const bomb = bombPng(16_000, 16_000);
    expect(bomb.length).toBeLessThan(250_000);
    const files = filesOnDisk();
    const rows = await mediaRows();
    expect(envelope(await multipart('/api/admin/media', op, 'bomb.png', bomb), 422)).toBe(IMAGE_TOO_LARGE);
    expect(envelope(await multipart('/api/h5app/wxapp/member/image/upload', member, 'bomb.png', bomb), 422)).toBe(IMAGE_TOO_LARGE);
    const token = JSON.parse((await t.app.inject({ url: '/api/h5app/wxapp/espier/image_upload_token', headers: { authorization: `Bearer ${member}` } })).body).data.token;
    const boundary = '----avatar';
    const payload = Buffer.concat([Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="token"\r\n\r\n${token}\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`), bomb, Buffer.from(`\r\n--${boundary}--\r\n`)]);
    const avatar = await t.app.inject({ method: 'POST', url: '/api/h5app/wxapp/espier/uploadlocal', payload, headers: { authorization: `Bearer ${member}`, 'content-type': `multipart/form-data; boundary=${boundary}` } });
    expect(envelope(avatar, 422)).toBe(IMAGE_TOO_LARGE);
    expect(filesOnDisk()).toBe(files);
    expect(await mediaRows()).toBe(rows);
  });

  it('a member is refused (429) once their hour of uploads is used up; other members are not', async () => {
    const png = await smallPng();
    expect((await multipart('/api/h5app/wxapp/member/image/upload', member, 'a.png', png)).statusCode).toBe(200);
    await t.db.updateTable('throttle_counters').set({ hits: MEMBER_UPLOAD_POLICY.limit }).where('key', '=', uploadKey('member', memberId)).execute();
    const files = filesOnDisk();
    const msg = envelope(await multipart('/api/h5app/wxapp/member/image/upload', member, 'a.png', png), 429);
    expect(msg).toMatch(/^上传过于频繁，请\d+分钟后再试$/);
    expect(filesOnDisk()).toBe(files);
    const [other] = await members(t, 1);
    expect((await multipart('/api/h5app/wxapp/member/image/upload', other.token, 'a.png', png)).statusCode).toBe(200);
  });

  it('an operator too, on pictures and videos', async () => {
    const opId = (await t.db.selectFrom('operators').select('operator_id').where('username', '=', DEMO_OPERATOR.username).executeTakeFirstOrThrow()).operator_id;
    await t.db.insertInto('throttle_counters').values({ key: uploadKey('operator', opId), hits: OPERATOR_UPLOAD_POLICY.limit })
      .onConflict((oc) => oc.column('key').doUpdateSet({ hits: OPERATOR_UPLOAD_POLICY.limit, window_start: new Date() })).execute();
    envelope(await multipart('/api/admin/media', op, 'a.png', await smallPng()), 429);
    const mp4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(12), Buffer.from('mdat')]);
    envelope(await multipart('/api/admin/media/video', op, 'a.mp4', mp4), 429);
  });
});
