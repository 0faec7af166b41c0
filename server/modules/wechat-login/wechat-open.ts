/**
 * WeChat Open Platform website login (网站应用微信登录, OAuth 2.0 `snsapi_login`), the protocol itself:
 * the QR page URL (open.weixin.qq.com/connect/qrconnect), the code → access_token exchange and the
 * user-info call (api.weixin.qq.com/sns/…). Keys come from the environment; both hosts can be pointed
 * elsewhere (a local fake in tests). Like the payment adapters: no keys → not offered.
 */
import { BizError } from '../../http/errors';

export interface WechatOpenSettings { appId: string; secret: string; apiBase: string; connectBase: string }
export interface WechatUser { openid: string; unionid: string; nickname: string; avatar: string }
export type JsonFetch = (url: string) => Promise<{ status: number; json(): Promise<unknown> }>;

export const WECHAT_LOGIN_FAILED = '微信授权失败，请重新扫码';

export function wechatOpenSettings(env: NodeJS.ProcessEnv = process.env): WechatOpenSettings | null {
  const appId = env.WECHAT_OPEN_APPID ?? '';
  const secret = env.WECHAT_OPEN_SECRET ?? '';
  if (!appId || !secret) return null;
  return { appId, secret, apiBase: (env.WECHAT_OPEN_API_BASE ?? 'https://api.weixin.qq.com').replace(/\/$/, ''), connectBase: (env.WECHAT_OPEN_CONNECT_BASE ?? 'https://open.weixin.qq.com').replace(/\/$/, '') };
}

/** The QR login page the browser is sent to; WeChat comes back to `redirectUri?code=…&state=…`. */
export function qrConnectUrl(s: WechatOpenSettings, redirectUri: string, state: string): string {
  const q = new URLSearchParams({ appid: s.appId, redirect_uri: redirectUri, response_type: 'code', scope: 'snsapi_login', state });
  return `${s.connectBase}/connect/qrconnect?${q.toString()}#wechat_redirect`;
}

async function getJson(fetchImpl: JsonFetch, url: string): Promise<Record<string, unknown>> {
  let body: unknown;
  try {
    const res = await fetchImpl(url);
    body = await res.json();
  } catch { throw new BizError('微信服务暂时不可用，请稍后再试'); }
  const b = (body ?? {}) as Record<string, unknown>;
  if (b.errcode) throw new BizError(WECHAT_LOGIN_FAILED);
  return b;
}

/** code → access_token + openid (+ unionid), then the user's nickname and picture. */
export async function wechatUserByCode(s: WechatOpenSettings, code: string, fetchImpl: JsonFetch = fetch as unknown as JsonFetch): Promise<WechatUser> {
  const token = await getJson(fetchImpl, `${s.apiBase}/sns/oauth2/access_token?${new URLSearchParams({ appid: s.appId, secret: s.secret, code, grant_type: 'authorization_code' })}`);
  const accessToken = String(token.access_token ?? '');
  const openid = String(token.openid ?? '');
  if (!accessToken || !/^[\w-]{6,64}$/.test(openid)) throw new BizError(WECHAT_LOGIN_FAILED);
  const info = await getJson(fetchImpl, `${s.apiBase}/sns/userinfo?${new URLSearchParams({ access_token: accessToken, openid, lang: 'zh_CN' })}`);
  if (info.openid !== openid) throw new BizError(WECHAT_LOGIN_FAILED);
  return {
    openid, unionid: String(info.unionid ?? token.unionid ?? '').slice(0, 64),
    nickname: String(info.nickname ?? '').slice(0, 64), avatar: /^https:\/\//.test(String(info.headimgurl ?? '')) ? String(info.headimgurl).slice(0, 500) : '',
  };
}
