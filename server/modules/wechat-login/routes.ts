/**
 * 微信登录 on the storefront (api-contract §4.1 trustlogin): `trustlogin/list` and `trustlogin/params` say
 * whether it is on; `trustlogin/weixin/start` (a top-level navigation) ties a state to this browser with a
 * cookie and sends it to WeChat's QR page; `trustlogin/weixin/callback` checks the state, exchanges the code,
 * keeps a 10-minute login session and returns to the site's /auth/redirect?sess_id=…; there
 * `trustlogin/login` logs in a bound member, or `member/bind` (logged in) binds the WeChat account to the
 * member first. Without keys every call answers today's message.
 */
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { BizError } from '../../http/errors';
import { input, param } from '../../http/wire';
import { declare, fields, NO_INPUT, opt, text } from '../../http/schema';
import { WECHAT_NOT_CONFIGURED } from '../account/protocol';
import { qrConnectUrl, wechatOpenSettings, wechatUserByCode, type JsonFetch } from './wechat-open';

const STATE_COOKIE = 'wx_login_state';
const STATE_SECONDS = 600;
const SESSION_MS = 10 * 60_000;
const SessInput = fields({ sess_id: opt(text(64)) });

export function wechatLoginRoutes(fetchImpl?: JsonFetch) {
  return async function routes(app: FastifyInstance, { db, config }: AppDeps) {
    const settings = () => wechatOpenSettings(process.env);
    const ready = () => {
      const s = settings();
      if (!s) throw new BizError(WECHAT_NOT_CONFIGURED);
      return s;
    };
    const base = `${config.publicUrl}/api/h5app/wxapp/trustlogin/weixin`;
    /** Where the shopper lands afterwards: our storefront, or an allowed storefront origin (CORS_ORIGINS) it came from. */
    const siteOrigin = (wanted: string) => {
      try {
        const o = new URL(wanted).origin;
        if (o === new URL(config.publicUrl).origin || config.corsOrigins?.includes(o)) return o;
      } catch { /* not a URL: our own site */ }
      return config.publicUrl;
    };

    app.get('/trustlogin/list', declare({ input: NO_INPUT }), async () => [{ type: 'weixin', name: '微信', status: settings() !== null }]);

    app.get('/trustlogin/params', declare({ input: fields({ trustlogin_tag: opt(text(20)), version_tag: opt(text(20)), redirect_url: opt(text(2000)) }) }), async (r) => {
      const q = input(r);
      if (param.str(q.trustlogin_tag || 'weixin') !== 'weixin') throw new BizError('不支持的登录方式');
      const s = settings();
      if (!s) return { redirect_url: param.str(q.redirect_url), config_info: { app_id: '', secret: '' }, is_open: false, message_text: WECHAT_NOT_CONFIGURED };
      // The secret never leaves the server; the browser is sent through `start`, which binds the state to it.
      const start = `${base}/start?${new URLSearchParams({ redirect_url: param.str(q.redirect_url) })}`;
      return { redirect_url: start, config_info: { app_id: s.appId, secret: '' }, is_open: true };
    });

    app.get('/trustlogin/weixin/start', declare({ input: fields({ redirect_url: opt(text(2000)) }) }), async (r, reply) => {
      const s = ready();
      const nonce = crypto.randomBytes(16).toString('hex');
      const state = app.jwt.sign({ wx: nonce, site: siteOrigin(param.str(input(r).redirect_url)) }, { expiresIn: STATE_SECONDS });
      reply.setCookie(STATE_COOKIE, nonce, { path: '/api/h5app/wxapp/trustlogin/weixin', httpOnly: true, sameSite: 'lax', maxAge: STATE_SECONDS, secure: r.protocol === 'https' });
      return reply.redirect(qrConnectUrl(s, `${base}/callback`, state), 302);
    });

    app.get('/trustlogin/weixin/callback', declare({ input: fields({ code: opt(text(128)), state: opt(text(1024)) }) }), async (r, reply) => {
      const q = input(r);
      let site = config.publicUrl;
      const back = (query: Record<string, string>) => reply.redirect(`${site}/auth/redirect?${new URLSearchParams(query)}`, 302);
      try {
        const s = ready();
        let claims: { wx?: string; site?: string };
        try { claims = app.jwt.verify(param.str(q.state)); } catch { throw new BizError('登录已过期，请重新扫码'); }
        site = siteOrigin(claims.site ?? '');
        const cookie = r.cookies[STATE_COOKIE] ?? '';
        if (!claims.wx || cookie.length !== claims.wx.length || !crypto.timingSafeEqual(Buffer.from(cookie), Buffer.from(claims.wx))) throw new BizError('登录状态校验失败，请在同一浏览器中重新扫码');
        reply.clearCookie(STATE_COOKIE, { path: '/api/h5app/wxapp/trustlogin/weixin' });
        // The user declined on WeChat's page: no code.
        if (!param.str(q.code)) throw new BizError('您已取消微信授权');
        const user = await wechatUserByCode(s, param.str(q.code), fetchImpl);
        const sessId = crypto.randomBytes(24).toString('hex');
        await db.insertInto('wechat_login_sessions').values({ sess_id: sessId, ...user, expires_at: new Date(Date.now() + SESSION_MS) }).execute();
        return back({ sess_id: sessId, login_type: 'weixin' });
      } catch (e) {
        if (!(e instanceof BizError)) throw e;
        return back({ error: e.message });
      }
    });

    /** The session's WeChat user, unexpired and unused; the row is locked by the caller's transaction. */
    const liveSession = async (trx: Transaction<DB>, sessId: string) => {
      const row = await trx.selectFrom('wechat_login_sessions').selectAll().where('sess_id', '=', sessId).forUpdate().executeTakeFirst();
      if (!row || row.used_at || row.expires_at < new Date()) throw new BizError('微信登录已过期，请重新扫码');
      return row;
    };

    app.post('/trustlogin/login', declare({ input: SessInput }), async (r) => {
      ready();
      const sessId = param.str(input(r).sess_id);
      const found = await db.transaction().execute(async (trx) => {
        const sess = await liveSession(trx, sessId);
        const bound = await trx.selectFrom('member_wechat as w').innerJoin('members as m', 'm.user_id', 'w.user_id').select(['m.user_id', 'm.disabled']).where('w.openid', '=', sess.openid).executeTakeFirst();
        if (bound && !bound.disabled) await trx.updateTable('wechat_login_sessions').set({ used_at: new Date() }).where('sess_id', '=', sessId).execute();
        return { sess, bound };
      });
      if (found.bound?.disabled) throw new BizError('该账号已被禁用.', 401, 401002);
      if (found.bound) return { is_bind: true, token: await app.issueMemberToken(found.bound.user_id) };
      return { is_bind: false, nickname: found.sess.nickname, avatar: found.sess.avatar };
    });

    // 绑定: the logged-in member (existing, or just registered) takes the WeChat account of the session.
    app.post('/member/bind', { preHandler: app.optionalMember, ...declare({ input: SessInput }) }, async (r) => {
      ready();
      if (!r.member) throw new BizError('请先登录', 401, 401001);
      const sessId = param.str(input(r).sess_id);
      const userId = r.member!.user_id;
      await db.transaction().execute(async (trx) => {
        const sess = await liveSession(trx, sessId);
        const byOpenid = await trx.selectFrom('member_wechat').select('user_id').where('openid', '=', sess.openid).executeTakeFirst();
        if (byOpenid && byOpenid.user_id !== userId) throw new BizError('该微信已绑定其他账号');
        const byMember = await trx.selectFrom('member_wechat').select('openid').where('user_id', '=', userId).executeTakeFirst();
        if (byMember && byMember.openid !== sess.openid) throw new BizError('该账号已绑定其他微信');
        if (!byOpenid) await trx.insertInto('member_wechat').values({ openid: sess.openid, user_id: userId, unionid: sess.unionid, nickname: sess.nickname, avatar: sess.avatar }).execute();
        await trx.updateTable('wechat_login_sessions').set({ used_at: new Date() }).where('sess_id', '=', sessId).execute();
      });
      return { status: true, is_bind: true, token: await app.issueMemberToken(userId) };
    });
  };
}
