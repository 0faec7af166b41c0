/**
 * Third-party scripts a shop may configure, and nothing when it does not: an analytics snippet
 * (Baidu Tongji, CNZZ/Umeng or a self-hosted Umami) and a map provider (AMap or Tencent Maps).
 * Analytics is written into every page at build time as one `async` script (never render-blocking);
 * the map provider is only named in a meta tag: the map island (src/islands/map) loads its script
 * itself, asynchronously, on pages that show a map. The page CSP allows exactly these origins
 * (server/http/security-headers.ts) and only when they are configured. Pure.
 */
import { escapeHtml } from './shell';

export interface SiteScripts {
  analytics: { baiduId?: string; cnzzId?: string; umami?: { url: string; websiteId: string } };
  map?: { provider: 'amap' | 'tencent'; key: string; securityCode?: string };
}

export const NO_SITE_SCRIPTS: SiteScripts = { analytics: {} };

/** Reads the variables (README § Configuration); a malformed value stops the start with its name. */
export function siteScriptsFromEnv(env: NodeJS.ProcessEnv): SiteScripts {
  const value = (name: string, pattern: RegExp, hint: string) => {
    const v = (env[name] ?? '').trim();
    if (v && !pattern.test(v)) throw new Error(`${name} 格式不正确：${hint}`);
    return v || undefined;
  };
  const baiduId = value('BAIDU_TONGJI_ID', /^[0-9a-f]{32}$/i, '百度统计的站点 ID 是 32 位十六进制字符');
  const cnzzId = value('CNZZ_ID', /^\d{4,12}$/, 'CNZZ（友盟）站点 ID 是数字');
  const umamiUrl = value('UMAMI_URL', /^https?:\/\/[a-z0-9.-]+(:\d+)?(\/[\w./-]*)?$/i, '需要 Umami 的 http(s) 地址');
  const umamiId = value('UMAMI_WEBSITE_ID', /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, 'Umami 的网站 ID 是 UUID');
  if (!!umamiUrl !== !!umamiId) throw new Error('UMAMI_URL 和 UMAMI_WEBSITE_ID 需要同时设置');
  const amapKey = value('AMAP_KEY', /^[0-9a-z]{32}$/i, '高德地图 Web 端 Key 是 32 位字母数字');
  const tencentKey = value('TENCENT_MAP_KEY', /^[0-9A-Z]{5}(-[0-9A-Z]{5}){5}$/, '腾讯地图 Key 形如 XXXXX-XXXXX-XXXXX-XXXXX-XXXXX-XXXXX');
  const securityCode = value('AMAP_SECURITY_CODE', /^[0-9a-z]{32}$/i, '高德安全密钥是 32 位字母数字');
  if (amapKey && tencentKey) throw new Error('AMAP_KEY 和 TENCENT_MAP_KEY 只能设置一个');
  return {
    analytics: { baiduId, cnzzId, umami: umamiUrl && umamiId ? { url: umamiUrl.replace(/\/+$/, ''), websiteId: umamiId } : undefined },
    map: amapKey ? { provider: 'amap', key: amapKey, securityCode } : tencentKey ? { provider: 'tencent', key: tencentKey } : undefined,
  };
}

/** The analytics scripts, each `async`, for the end of <head>. */
export function analyticsTags(a: SiteScripts['analytics']): string {
  const tags: string[] = [];
  if (a.baiduId) tags.push(`<script async src="https://hm.baidu.com/hm.js?${a.baiduId}"></script>`);
  if (a.cnzzId) tags.push(`<script async src="https://v1.cnzz.com/z.js?id=${a.cnzzId}&amp;async=1"></script>`);
  if (a.umami) tags.push(`<script async src="${escapeHtml(a.umami.url)}/script.js" data-website-id="${a.umami.websiteId}"></script>`);
  return tags.join('');
}

/** What the map island reads: the provider and its browser key (map keys are public by design, bound to the site's domain). */
export function mapMeta(m: SiteScripts['map']): string {
  if (!m) return '';
  return `<meta name="shop-map" content="${m.provider}" data-key="${escapeHtml(m.key)}"${m.securityCode ? ` data-security="${escapeHtml(m.securityCode)}"` : ''}>`;
}

export function siteHeadExtras(s: SiteScripts = NO_SITE_SCRIPTS): string {
  return mapMeta(s.map) + analyticsTags(s.analytics);
}

/** Script origins the page CSP must allow for what is configured (and nothing else). */
export function scriptOrigins(s: SiteScripts = NO_SITE_SCRIPTS): string[] {
  const out: string[] = [];
  if (s.analytics.baiduId) out.push('https://hm.baidu.com', 'https://hmcdn.baidu.com');
  if (s.analytics.cnzzId) out.push('https://*.cnzz.com');
  if (s.analytics.umami) out.push(new URL(s.analytics.umami.url).origin);
  if (s.map?.provider === 'amap') out.push('https://webapi.amap.com', 'https://*.amap.com');
  if (s.map?.provider === 'tencent') out.push('https://map.qq.com', 'https://*.map.qq.com', 'https://*.gtimg.com');
  return out;
}
