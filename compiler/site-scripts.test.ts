/** Analytics and map configuration: read from the environment, written as async tags, nothing when unset. */
import { describe, expect, it } from 'vitest';
import { analyticsTags, scriptOrigins, siteHeadExtras, siteScriptsFromEnv } from './site-scripts';

describe('site scripts', () => {
  it('nothing configured: no tags, no origins', () => {
    const s = siteScriptsFromEnv({});
    expect(siteHeadExtras(s)).toBe('');
    expect(scriptOrigins(s)).toEqual([]);
  });

  it('each analytics provider is one async script', () => {
    const s = siteScriptsFromEnv({ BAIDU_TONGJI_ID: 'ABCDEF0123456789abcdef0123456789', CNZZ_ID: '1281234567', UMAMI_URL: 'https://stats.example.com/', UMAMI_WEBSITE_ID: '4fb7fa4c-5b46-438d-94b3-3a8fb9bc2e8b' });
    const tags = analyticsTags(s.analytics);
    expect(tags).toContain('<script async src="https://hm.baidu.com/hm.js?ABCDEF0123456789abcdef0123456789"></script>');
    expect(tags).toContain('<script async src="https://v1.cnzz.com/z.js?id=1281234567&amp;async=1"></script>');
    expect(tags).toContain('<script async src="https://stats.example.com/script.js" data-website-id="4fb7fa4c-5b46-438d-94b3-3a8fb9bc2e8b"></script>');
    expect(tags.match(/<script /g)).toHaveLength(3);
    expect(tags.match(/<script async /g)).toHaveLength(3);
    expect(scriptOrigins(s)).toEqual(expect.arrayContaining(['https://hm.baidu.com', 'https://*.cnzz.com', 'https://stats.example.com']));
  });

  it('a map key becomes a meta tag for the map island, not a script', () => {
    const s = siteScriptsFromEnv({ TENCENT_MAP_KEY: 'ABCDE-FGHIJ-KLMNO-PQRST-UVWXY-Z0123' });
    expect(siteHeadExtras(s)).toBe('<meta name="shop-map" content="tencent" data-key="ABCDE-FGHIJ-KLMNO-PQRST-UVWXY-Z0123">');
    expect(scriptOrigins(s)).toContain('https://map.qq.com');
  });

  it('malformed or half-set values stop the start with the variable named', () => {
    expect(() => siteScriptsFromEnv({ BAIDU_TONGJI_ID: '"><script>' })).toThrow(/BAIDU_TONGJI_ID/);
    expect(() => siteScriptsFromEnv({ UMAMI_URL: 'https://stats.example.com' })).toThrow(/UMAMI_WEBSITE_ID/);
    expect(() => siteScriptsFromEnv({ UMAMI_URL: 'javascript:alert(1)', UMAMI_WEBSITE_ID: '4fb7fa4c-5b46-438d-94b3-3a8fb9bc2e8b' })).toThrow(/UMAMI_URL/);
    expect(() => siteScriptsFromEnv({ AMAP_KEY: '0123456789abcdef0123456789abcdef', TENCENT_MAP_KEY: 'ABCDE-FGHIJ-KLMNO-PQRST-UVWXY-Z0123' })).toThrow(/只能设置一个/);
  });
});
