import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { createTestApp, type TestApp } from '../../../tests/helpers/app';
import { DEMO_OPERATOR } from '../../seed/seed.server';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
async function admin(method: Method, url: string, token?: string, payload?: Record<string, unknown>) {
  const res = await t.app.inject({ method, url: `/api/admin/${url}`, payload, headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { status: res.statusCode, body: res.json(), cookies: res.cookies };
}
async function login(username: string, password: string) {
  const r = await admin('POST', 'login', undefined, { username, password });
  if (r.status !== 200) throw new Error(JSON.stringify(r.body));
  return r.body.data.token as string;
}
async function newOperator(username: string, password = 'secret-pass-1', role: 'admin' | 'operator' = 'operator') {
  const r = await admin('POST', 'operators', await t.operatorToken(), { username, password, role });
  expect(r.status).toBe(200);
  return { id: r.body.data.operator_id as number, token: await login(username, password) };
}
const canWork = async (token: string) => (await admin('GET', 'templates', token)).status;

describe('operator management', () => {
  it('lists and adds operators, never showing password hashes; bad input is refused with the field named', async () => {
    const token = await t.operatorToken();
    const { id } = await newOperator('editor1');
    const list = (await admin('GET', 'operators', token)).body.data.list;
    expect(list.map((o: { username: string }) => o.username)).toEqual([DEMO_OPERATOR.username, 'editor1']);
    expect(list.find((o: { operator_id: number }) => o.operator_id === id)).toEqual({ operator_id: id, username: 'editor1', role: 'operator', disabled: false, created_at: expect.any(String) });
    expect(JSON.stringify(list)).not.toContain('password');

    const dup = await admin('POST', 'operators', token, { username: 'editor1', password: 'secret-pass-1' });
    expect([dup.status, dup.body.data.message, dup.body.data.errors]).toEqual([422, '用户名已存在', { username: ['用户名已存在'] }]);
    const short = await admin('POST', 'operators', token, { username: 'editor2', password: '123' });
    expect([short.status, short.body.data.message, Object.keys(short.body.data.errors)]).toEqual([422, '密码长度8～64个字符之间', ['password']]);
    const weird = await admin('POST', 'operators', token, { username: { toString: 1 }, password: 'secret-pass-1' });
    expect([weird.status, weird.body.data.message]).toEqual([422, '用户名格式不正确']);
    expect((await admin('DELETE', 'operators/99999999999', token)).status).toBe(422);
    expect((await admin('DELETE', 'operators/4242', token)).status).toBe(404);
    expect((await admin('GET', 'operators')).status).toBe(401);
  });

  it('deleting an operator ends their token at once', async () => {
    const { id, token } = await newOperator('editor3');
    expect(await canWork(token)).toBe(200);
    expect((await admin('DELETE', `operators/${id}`, await t.operatorToken())).status).toBe(200);
    expect(await canWork(token)).toBe(401);
  });

  it('disabling ends the sessions and refuses login; enabling lets them log in again', async () => {
    const { id, token } = await newOperator('editor4');
    const boss = await t.operatorToken();
    expect((await admin('PUT', `operators/${id}`, boss, { disabled: true })).body.data.disabled).toBe(true);
    expect(await canWork(token)).toBe(401);
    const refused = await admin('POST', 'login', undefined, { username: 'editor4', password: 'secret-pass-1' });
    expect([refused.status, refused.body.data.message]).toEqual([401, '该账号已被禁用.']);
    await admin('PUT', `operators/${id}`, boss, { disabled: false });
    expect(await canWork(await login('editor4', 'secret-pass-1'))).toBe(200);
  });

  it('a new password ends the old sessions', async () => {
    const { id, token } = await newOperator('editor5');
    await admin('PUT', `operators/${id}`, await t.operatorToken(), { password: 'another-pass-2' });
    expect(await canWork(token)).toBe(401);
    expect(await canWork(await login('editor5', 'another-pass-2'))).toBe(200);
  });

  it('a 运营 is refused every operator management call; a 管理员 may promote them', async () => {
    const { id, token } = await newOperator('runner1');
    for (const [method, url, body] of [['GET', 'operators'], ['POST', 'operators', { username: 'sneaky', password: 'secret-pass-1', role: 'admin' }], ['PUT', `operators/${id}`, { role: 'admin' }], ['DELETE', `operators/${id}`]] as const) {
      const r = await admin(method, url, token, body as Record<string, unknown> | undefined);
      expect([r.status, r.body.data.message]).toEqual([403, '没有权限：仅管理员可以进行此操作']);
    }
    expect(await t.db.selectFrom('operators').select('role').where('operator_id', '=', id).executeTakeFirstOrThrow()).toEqual({ role: 'operator' });
    expect((await admin('GET', 'session', token)).body.data).toMatchObject({ username: 'runner1', role: 'operator' });
    const bad = await admin('POST', 'operators', await t.operatorToken(), { username: 'runner2', password: 'secret-pass-1', role: 'owner' });
    expect([bad.status, bad.body.data.message]).toEqual([422, '角色只能是管理员或运营']);
    expect((await admin('PUT', `operators/${id}`, await t.operatorToken(), { role: 'admin' })).body.data.role).toBe('admin');
    expect((await admin('GET', 'operators', token)).status).toBe(200);
  });

  it('the last enabled 管理员 can be neither disabled, demoted nor deleted, even by two admins at once', async () => {
    const ops = await t.db.selectFrom('operators').select(['operator_id', 'username']).execute();
    await t.db.deleteFrom('operators').where('username', '!=', DEMO_OPERATOR.username).execute();
    const a = await newOperator('editor6', 'secret-pass-1', 'admin');
    const boss = await t.operatorToken();
    const bossId = ops.find((o) => o.username === DEMO_OPERATOR.username)!.operator_id;
    // Each disables the other at the same moment: one must be refused (422, or 401 when its own session ended first).
    const [x, y] = await Promise.all([admin('PUT', `operators/${a.id}`, boss, { disabled: true }), admin('PUT', `operators/${bossId}`, a.token, { disabled: true })]);
    expect([x.status, y.status].filter((s) => s === 200)).toHaveLength(1);
    expect([x.status, y.status].filter((s) => s === 401 || s === 422)).toHaveLength(1);
    const enabled = await t.db.selectFrom('operators').select('operator_id').where('disabled', '=', false).execute();
    expect(enabled).toHaveLength(1);
    const last = enabled[0].operator_id;
    const lastToken = last === bossId ? await t.operatorToken() : await login('editor6', 'secret-pass-1');
    const self = await admin('DELETE', `operators/${last}`, lastToken);
    expect([self.status, self.body.data.message]).toEqual([422, '至少保留一个启用的管理员账号']);
    expect((await admin('PUT', `operators/${last}`, lastToken, { disabled: true })).body.data.message).toBe('至少保留一个启用的管理员账号');
    expect((await admin('PUT', `operators/${last}`, lastToken, { role: 'operator' })).body.data.message).toBe('至少保留一个启用的管理员账号');
    await t.db.updateTable('operators').set({ disabled: false }).execute();
  });
});

describe('logout', () => {
  it('operator logout ends the token and clears the session cookies', async () => {
    const { token } = await newOperator('editor7');
    const out = await admin('POST', 'logout', token);
    expect(out.status).toBe(200);
    expect(out.cookies.map((c) => [c.name, c.value])).toEqual([['jwt_token', ''], ['designer_session', '']]);
    expect(await canWork(token)).toBe(401);
  });

  it('member logout ends every token of the member; a new login works', async () => {
    const token = await t.newMember('13400000001');
    expect((await t.call('GET', 'member', {}, token)).status).toBe(200);
    expect((await t.call('POST', 'member/logout', {}, token)).status).toBe(200);
    const after = await t.call('GET', 'member', {}, token);
    expect([after.status, after.body.data.code]).toEqual([401, 401001]);
    expect((await t.call('GET', 'member', {}, await t.login('13400000001', 'abc12345'))).status).toBe(200);
  });
});

describe('the designer session cookie', () => {
  it('login sets an httpOnly token cookie for the admin API only, living as long as the token', async () => {
    const r = await admin('POST', 'login', undefined, { username: DEMO_OPERATOR.username, password: DEMO_OPERATOR.password });
    const jwt = r.cookies.find((c) => c.name === 'jwt_token')!;
    expect(jwt).toMatchObject({ value: r.body.data.token, httpOnly: true, path: '/api/admin', sameSite: 'Strict', maxAge: 12 * 3600 });
    expect(jwt.secure).toBeFalsy();
    const payload = JSON.parse(Buffer.from(r.body.data.token.split('.')[1], 'base64url').toString());
    expect(payload.exp - payload.iat).toBe(jwt.maxAge);
    const marker = r.cookies.find((c) => c.name === 'designer_session')!;
    expect([marker.path, marker.httpOnly, marker.maxAge]).toEqual(['/', undefined, jwt.maxAge]);

    const viaCookie = await t.app.inject({ method: 'GET', url: '/api/admin/session', cookies: { jwt_token: jwt.value } });
    expect(viaCookie.json().data.username).toBe(DEMO_OPERATOR.username);
    // A cookie-authenticated change from another site's page is refused.
    const forged = await t.app.inject({ method: 'POST', url: '/api/admin/templates', cookies: { jwt_token: jwt.value }, headers: { origin: 'https://evil.example' }, payload: { template_title: 'x' } });
    expect(forged.statusCode).toBe(403);
    const own = await t.app.inject({ method: 'POST', url: '/api/admin/templates', cookies: { jwt_token: jwt.value }, headers: { origin: 'http://localhost:80', host: 'localhost:80' }, payload: { template_title: '自有页面' } });
    expect(own.statusCode).toBe(200);
  });

  it('is Secure when the request came over https (through a trusted proxy)', async () => {
    const proxied = await buildApp({ db: t.db, config: { ...t.config, trustProxy: ['127.0.0.1'] }, jwtSecret: 'test-secret' });
    try {
      const r = await proxied.inject({ method: 'POST', url: '/api/admin/login', headers: { 'x-forwarded-proto': 'https' }, payload: { username: DEMO_OPERATOR.username, password: DEMO_OPERATOR.password } });
      expect(r.cookies.map((c) => [c.name, c.secure])).toEqual([['jwt_token', true], ['designer_session', true]]);
    } finally { await proxied.close(); }
  });
});
