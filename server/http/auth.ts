/**
 * Member and operator authentication: HS256 JWTs with the ECShopX claims (api-contract §3.2), the
 * member row re-read from the database on every request (§3.4).
 */
import crypto from 'node:crypto';
import fp from 'fastify-plugin';
import jwt from '@fastify/jwt';
import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { BizError } from './errors';
import type { Database } from '../db/database.server';
import { COMPANY_ID } from '../../src/lib/constants';

export interface AuthMember { user_id: number; company_id: number; mobile: string; grade_id: number; username: string; is_staff: boolean }
export interface AuthOperator { operator_id: number; username: string }

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
  }
}

const TTL_SECONDS = 7200 * 60; // JWT_TTL 7200 minutes, as the sample ECShopX env
const UNAUTHENTICATED = () => new BizError('Unable to authenticate user.', 401, 401001);

export default fp(async function auth(app: FastifyInstance, opts: { db: Database; secret: string }) {
  await app.register(cookie);
  await app.register(jwt, { secret: opts.secret, sign: { algorithm: 'HS256' } });
  app.decorateRequest('member', null);
  app.decorateRequest('operator', null);

  const prv = crypto.createHash('sha1').update('App\\Models\\Member').digest('hex');

  // `tv` = members.token_version when signed: a password change bumps the column and ends other sessions.
  app.decorate('signMemberToken', (userId: number, isNew = false, tokenVersion = 0) => {
    const sub = `${userId}_espier_companyid_espier_${COMPANY_ID}`;
    return app.jwt.sign({ sub, id: sub, prv, jti: crypto.randomBytes(8).toString('hex'), user_id: userId, company_id: COMPANY_ID, operator_type: 'user', unionid: null, openid: null, is_new: isNew ? 1 : 0, tv: tokenVersion }, { expiresIn: TTL_SECONDS, notBefore: 0 });
  });
  app.decorate('issueMemberToken', async (userId: number, isNew = false) => {
    const row = await opts.db.selectFrom('members').select('token_version').where('user_id', '=', userId).executeTakeFirstOrThrow();
    return app.signMemberToken(userId, isNew, row.token_version);
  });
  app.decorate('signOperatorToken', (op: AuthOperator) => app.jwt.sign({ sub: `op_${op.operator_id}`, operator_id: op.operator_id, username: op.username, operator_type: 'admin' }, { expiresIn: 12 * 3600 }));

  async function memberFrom(req: FastifyRequest): Promise<AuthMember> {
    if (!req.headers.authorization) throw UNAUTHENTICATED();
    let claims: { user_id?: number; operator_type?: string; tv?: number };
    try { claims = await req.jwtVerify(); } catch { throw UNAUTHENTICATED(); }
    if (claims.operator_type !== 'user' || !Number.isInteger(claims.user_id)) throw UNAUTHENTICATED();
    const row = await opts.db.selectFrom('members').select(['user_id', 'mobile', 'grade_id', 'username', 'is_staff', 'disabled', 'token_version'])
      .where('user_id', '=', claims.user_id!).executeTakeFirst();
    if (!row) throw new BizError('获取用户信息出错', 401);
    if (row.disabled) throw new BizError('该账号已被禁用.', 401, 401002);
    if ((claims.tv ?? 0) !== row.token_version) throw UNAUTHENTICATED(); // signed before the last password change
    return { user_id: row.user_id, company_id: COMPANY_ID, mobile: row.mobile, grade_id: row.grade_id, username: row.username, is_staff: row.is_staff };
  }

  app.decorate('requireMember', async (req: FastifyRequest) => { req.member = await memberFrom(req); });
  app.decorate('optionalMember', async (req: FastifyRequest) => {
    try { req.member = await memberFrom(req); } catch { req.member = null; }
  });
  app.decorate('requireOperator', async (req: FastifyRequest) => {
    // The designer sends a Bearer header; uploads from forms may carry the jwt_token cookie instead.
    const cookieToken = req.cookies.jwt_token;
    let claims: { operator_id?: number; username?: string; operator_type?: string };
    try {
      claims = req.headers.authorization ? await req.jwtVerify() : app.jwt.verify(cookieToken ?? '');
    } catch { throw new BizError('请先登录', 401, 401001); }
    if (claims.operator_type !== 'admin' || !claims.operator_id) throw new BizError('请先登录', 401, 401001);
    req.operator = { operator_id: claims.operator_id, username: claims.username ?? '' };
  });
});
