/**
 * A test app on its own database (cloned from the seeded template) and an empty dist dir:
 * call the API through `inject`, no port.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp, type AppDeps } from '../../server/app';
import { connect, type Database } from '../../server/db/database.server';
import { loadConfig, type Config } from '../../server/config';
import { DEMO_MEMBER, DEMO_OPERATOR } from '../../server/seed/seed.server';
import { COMPANY_ID } from '../../src/lib/constants';
import { encodeBody, encodeQuery, FORM_CONTENT_TYPE, wireRequest } from '../../src/lib/wire-request';

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  config: Config;
  url: string;
  /** Logs in a member (the demo one by default) and returns its bearer token. */
  login(mobile?: string, password?: string): Promise<string>;
  operatorToken(): Promise<string>;
  /** An /api/admin call as the operator whose token is given (JSON body). */
  admin(token: string, method: InjectOptions['method'], url: string, payload?: Record<string, unknown>): Promise<{ status: number; body: any }>;
  /** A call placed and encoded exactly as the storefront client (src/lib/api.ts) sends it. */
  call(method: InjectOptions['method'], path: string, params?: Record<string, unknown>, token?: string): Promise<{ status: number; body: any }>;
  /** Creates another member and returns its token. */
  newMember(mobile: string): Promise<string>;
  close(): Promise<void>;
}

export async function createTestDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = inject('pgAdminUrl');
  const name = `t_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  // Template databases cannot be cloned while another session is connected to them; retry briefly.
  for (let i = 0; ; i++) {
    try { await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('templateDb')}`); break; } catch (e) {
      if (i > 50) throw e;
      await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
    }
  }
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const a = new pg.Client({ connectionString: adminUrl });
      await a.connect();
      await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await a.end();
    },
  };
}

export async function createTestApp(extra: Partial<AppDeps> = {}, configOverrides: Partial<Config> = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const { db } = connect(database.url, 40);
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-app-'));
  const defaults = loadConfig({});
  // No overload guards here: a test that compiles pages in-process stalls the loop on purpose, and integrity
  // races fire hundreds of requests at once (900 seckill shoppers). connections.test.ts proves the guards with its own limits.
  const config: Config = { ...defaults, http: { ...defaults.http, maxEventLoopDelayMs: 0, maxInFlight: 0 }, distDir: path.join(tmp, 'dist'), mediaDir: inject('mediaDir'), designerDir: path.join(tmp, 'designer'), dataDir: tmp, ...configOverrides };
  const app = await buildApp({ db, databaseUrl: database.url, config, jwtSecret: 'test-secret', ...extra });

  // The browser client's own placement and encoding (src/lib/wire-request.ts), so tests send what it sends.
  const call: TestApp['call'] = async (method, p, params = {}, token) => {
    const { query, body } = wireRequest(String(method), params, COMPANY_ID);
    const search = encodeQuery(query);
    const res = await app.inject({
      method, url: `/api/h5app/wxapp/${p}${search ? `?${search}` : ''}`,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': FORM_CONTENT_TYPE } : {}) },
      payload: body ? encodeBody(body) : undefined,
    });
    return { status: res.statusCode, body: res.json() };
  };
  const login: TestApp['login'] = async (mobile = DEMO_MEMBER.mobile, password = DEMO_MEMBER.password) => {
    const res = await call('POST', 'login', { username: mobile, password });
    if (res.status !== 200) throw new Error(`login failed: ${JSON.stringify(res.body)}`);
    return res.body.data.token as string;
  };
  return {
    app, db, config, url: database.url, call, login,
    async operatorToken() {
      const res = await app.inject({ method: 'POST', url: '/api/admin/login', payload: { username: DEMO_OPERATOR.username, password: DEMO_OPERATOR.password } });
      return res.json().data.token;
    },
    async admin(token, method, url, payload) {
      const res = await app.inject({ method, url: `/api/admin${url}`, headers: { authorization: `Bearer ${token}` }, payload });
      return { status: res.statusCode, body: res.json() };
    },
    async newMember(mobile: string) {
      const { hashPassword } = await import('../../server/modules/member/member.service');
      await db.insertInto('members').values({ mobile, password_hash: await hashPassword('abc12345'), username: mobile }).execute();
      return login(mobile, 'abc12345');
    },
    async close() {
      await app.close();
      await db.destroy();
      await database.drop();
      fs.rmSync(tmp, { recursive: true, force: true });
    },
  };
}
