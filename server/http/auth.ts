/**
 * Member and operator authentication: HS256 JWTs with the ECShopX claims (api-contract §3.2), the
 * account row re-read from the database on every request (§3.4). Every token carries `sv`, the
 * millisecond it was signed; an account's `sessions_revoked_at` kills every token signed before it,
 * so logout, password change, disabling and deleting end sessions at once.
 */
import crypto from 'node:crypto';
import fp from 'fastify-plugin';
import jwt from '@fastify/jwt';
import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { BizError } from './errors';
import type { Database } from '../db/database.server';
import { COMPANY_ID } from '../../src/lib/constants';

export interface AuthMember { user_id: number; company_id: number; mobile: string; grade_id: number; username: string; is_staff: boolean }
/** 管理员 (admin) manages operators and payment keys; 运营 (operator) runs the shop. */
export type OperatorRole = 'admin' | 'operator';
export interface AuthOperator { operator_id: number; username: string; role?: OperatorRole }

declare module 'fastify' {
  interface FastifyRequest { member: AuthMember | null; operator: AuthOperator | null }
  interface FastifyInstance {
    requireMember: (req: FastifyRequest) => Promise<void>;
    optionalMember: (req: FastifyRequest) => Promise<void>;
    requireOperator: (req: FastifyRequest) => Promise<void>;
    signMemberToken: (userId: number, isNew?: boolean, tokenVersion?: number) => string;
    /** Signs a member token carrying the member's current token_version (see memberFrom). */
    issueMemberToken: (userId: number, isNew?: boolean) => Promise<string>;
    signOperatorToken: (op: AuthOperator) => string;
    /** Sets the operator's httpOnly session cookie (and the designer's readable marker) on a login answer. */
    setOperatorCookies: (req: FastifyRequest, reply: FastifyReply, token: string, username: string) => void;
    clearOperatorCookies: (reply: FastifyReply) => void;
  }
}

/** JWT_TTL 7200 minutes (5 days), as the sample ECShopX env; the storefront's cookie expires with it. */
export const MEMBER_TOKEN_TTL_SECONDS = 7200 * 60;
export const OPERATOR_TOKEN_TTL_SECONDS = 12 * 3600;
/** The operator token: httpOnly, sent only to the admin API. */
export const OPERATOR_COOKIE = 'jwt_token';
/** Readable by the designer so it knows a session exists; holds no secret. */
export const OPERATOR_MARKER_COOKIE = 'designer_session';

const UNAUTHENTICATED = () => new BizError('Unable to authenticate user.', 401, 401001);
const OPERATOR_LOGIN_REQUIRED = () => new BizError('请先登录', 401, 401001);

/** A token signed at `sv` (ms) is alive unless the account revoked its sessions at or after that moment. */
export function sessionAlive(sv: unknown, revokedAt: Date | string | null): boolean {
  if (!revokedAt) return true;
  return typeof sv === 'number' && sv > new Date(revokedAt).getTime();
}

/** Ends every session of an account now (logout, password change, disable). */
export async function endSessions(db: Pick<Database, 'updateTable'>, who: { userId: number } | { operatorId: number }): Promise<void> {
  const at = new Date();
  if ('userId' in who) await db.updateTable('members').set({ sessions_revoked_at: at }).where('user_id', '=', who.userId).execute();
  else await db.updateTable('operators').set({ sessions_revoked_at: at }).where('operator_id', '=', who.operatorId).execute();
}

export default fp(async function auth(app: FastifyInstance, opts: { db: Database; secret: string }) {
  await app.register(cookie);
  await app.register(jwt, { secret: opts.secret, sign: { algorithm: 'HS256' } });
  app.decorateRequest('member', null);
  app.decorateRequest('operator', null);

  const prv = crypto.createHash('sha1').update('App\\Models\\Member').digest('hex');

  // `tv` = members.token_version when signed: a password change bumps the column and ends other sessions.
  app.decorate('signMemberToken', (userId: number, isNew = false, tokenVersion = 0) => {
    const sub = `${userId}_espier_companyid_espier_${COMPANY_ID}`;
    return app.jwt.sign({ sub, id: sub, prv, jti: crypto.randomBytes(8).toString('hex'), user_id: userId, company_id: COMPANY_ID, operator_type: 'user', unionid: null, openid: null, is_new: isNew ? 1 : 0, tv: tokenVersion, sv: Date.now() }, { expiresIn: MEMBER_TOKEN_TTL_SECONDS, notBefore: 0 });
  });
  app.decorate('issueMemberToken', async (userId: number, isNew = false) => {
    const row = await opts.db.selectFrom('members').select('token_version').where('user_id', '=', userId).executeTakeFirstOrThrow();
    return app.signMemberToken(userId, isNew, row.token_version);
  });
  app.decorate('signOperatorToken', (op: AuthOperator) => app.jwt.sign({ sub: `op_${op.operator_id}`, operator_id: op.operator_id, username: op.username, operator_type: 'admin', sv: Date.now() }, { expiresIn: OPERATOR_TOKEN_TTL_SECONDS }));

  async function memberFrom(req: FastifyRequest): Promise<AuthMember> {
    if (!req.headers.authorization) throw UNAUTHENTICATED();
    let claims: { user_id?: number; operator_type?: string; sv?: number; tv?: number };
    try { claims = await req.jwtVerify(); } catch { throw UNAUTHENTICATED(); }
    if (claims.operator_type !== 'user' || !Number.isInteger(claims.user_id)) throw UNAUTHENTICATED();
    const row = await opts.db.selectFrom('members').select(['user_id', 'mobile', 'grade_id', 'username', 'is_staff', 'disabled', 'sessions_revoked_at', 'token_version'])
      .where('user_id', '=', claims.user_id!).executeTakeFirst();
    if (!row) throw new BizError('获取用户信息出错', 401);
    if (row.disabled) throw new BizError('该账号已被禁用.', 401, 401002);
    // Ended by logout/disable (sessions_revoked_at) or by a password change (token_version).
    if (!sessionAlive(claims.sv, row.sessions_revoked_at)) throw UNAUTHENTICATED();
    if ((claims.tv ?? 0) !== row.token_version) throw UNAUTHENTICATED();
    return { user_id: row.user_id, company_id: COMPANY_ID, mobile: row.mobile, grade_id: row.grade_id, username: row.username, is_staff: row.is_staff };
  }

  app.decorate('requireMember', async (req: FastifyRequest) => { req.member = await memberFrom(req); });
  app.decorate('optionalMember', async (req: FastifyRequest) => {
    // Anonymous (most list and item reads): no error made and thrown for it (a stack captured per request).
    if (!req.headers.authorization) { req.member = null; return; }
    try { req.member = await memberFrom(req); } catch { req.member = null; }
  });

  app.decorate('requireOperator', async (req: FastifyRequest) => {
    // API clients send a Bearer header; the designer relies on the httpOnly cookie set at login.
    const cookieToken = req.cookies[OPERATOR_COOKIE];
    const viaCookie = !req.headers.authorization;
    let claims: { operator_id?: number; operator_type?: string; sv?: number };
    try {
      claims = viaCookie ? app.jwt.verify(cookieToken ?? '') : await req.jwtVerify();
    } catch { throw OPERATOR_LOGIN_REQUIRED(); }
    if (claims.operator_type !== 'admin' || !Number.isInteger(claims.operator_id)) throw OPERATOR_LOGIN_REQUIRED();
    // A cookie rides along on cross-site requests too: state changes must come from our own pages.
    if (viaCookie && !['GET', 'HEAD'].includes(req.method) && !sameOrigin(req)) throw new BizError('请求来源不合法', 403);
    const op = await opts.db.selectFrom('operators').select(['operator_id', 'username', 'disabled', 'sessions_revoked_at', 'role'])
      .where('operator_id', '=', claims.operator_id!).executeTakeFirst();
    if (!op || !sessionAlive(claims.sv, op.sessions_revoked_at)) throw OPERATOR_LOGIN_REQUIRED();
    if (op.disabled) throw new BizError('该账号已被禁用.', 401, 401002);
    req.operator = { operator_id: op.operator_id, username: op.username, role: op.role };
  });

  app.decorate('setOperatorCookies', (req: FastifyRequest, reply: FastifyReply, token: string, username: string) => {
    const common = { sameSite: 'strict' as const, secure: req.protocol === 'https', maxAge: OPERATOR_TOKEN_TTL_SECONDS };
    reply.setCookie(OPERATOR_COOKIE, token, { ...common, path: '/api/admin', httpOnly: true });
    reply.setCookie(OPERATOR_MARKER_COOKIE, encodeURIComponent(username), { ...common, path: '/' });
  });
  app.decorate('clearOperatorCookies', (reply: FastifyReply) => {
    reply.clearCookie(OPERATOR_COOKIE, { path: '/api/admin' });
    reply.clearCookie(OPERATOR_MARKER_COOKIE, { path: '/' });
  });
});

/** Browsers send Origin on every cross-origin and on same-origin non-GET fetches; it must name our host. */
function sameOrigin(req: FastifyRequest): boolean {
  const origin = req.headers.origin;
  if (!origin) return !req.headers['sec-fetch-site'] || req.headers['sec-fetch-site'] === 'same-origin';
  // Both sides through URL, so a default port written out (`:80`) compares equal to one left out.
  try { return new URL(origin).host === new URL(`${req.protocol}://${req.host}`).host; } catch { return false; }
}
