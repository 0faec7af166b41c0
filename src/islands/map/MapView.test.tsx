/** The map island at build time (an address card) and reading the configured provider from the page. */
import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import MapView from './MapView';
import { placeUrl, providerScriptUrl, readMapConfig } from './providers';

const metaDoc = (attrs: { content?: string; key?: string; security?: string } | null) => ({
  querySelector: () => (attrs ? { content: attrs.content ?? '', dataset: { key: attrs.key, security: attrs.security } } : null),
}) as unknown as Document;

describe('MapView', () => {
  it('renders an address card with a link to the place (no script, no key needed)', () => {
    const html = renderToString(<MapView points={[{ name: '川香源 北京朝阳店', address: '北京市朝阳区中心路2号', lat: 39.921, lng: 116.443 }]} />);
    expect(html).toContain('川香源 北京朝阳店');
    expect(html).toContain('北京市朝阳区中心路2号');
    expect(html).toContain('href="https://uri.amap.com/marker?position=116.443,39.921');
    expect(html).not.toContain('<script');
  });

  it('leaves out the map link when the coordinates are not real', () => {
    const html = renderToString(<MapView points={[{ name: '门店', address: '地址', lat: 200, lng: Number.NaN }]} />);
    expect(html).toContain('门店');
    expect(html).not.toContain('在地图上查看位置');
  });
});

describe('map provider configuration', () => {
  it('reads the provider and key the compiler wrote', () => {
    expect(readMapConfig(metaDoc({ content: 'amap', key: 'k'.repeat(32), security: 's'.repeat(32) }))).toEqual({ provider: 'amap', key: 'k'.repeat(32), securityCode: 's'.repeat(32) });
    expect(readMapConfig(metaDoc({ content: 'tencent', key: 'ABCDE-FGHIJ' }))).toEqual({ provider: 'tencent', key: 'ABCDE-FGHIJ', securityCode: undefined });
  });

  it('no meta, no key or an unknown provider: no map', () => {
    expect(readMapConfig(metaDoc(null))).toBeUndefined();
    expect(readMapConfig(metaDoc({ content: 'amap' }))).toBeUndefined();
    expect(readMapConfig(metaDoc({ content: 'google', key: 'x' }))).toBeUndefined();
    expect(readMapConfig(undefined)).toBeUndefined();
  });

  it('script and place URLs per provider', () => {
    expect(providerScriptUrl({ provider: 'amap', key: 'a b' })).toBe('https://webapi.amap.com/maps?v=2.0&key=a%20b');
    expect(providerScriptUrl({ provider: 'tencent', key: 'K' })).toBe('https://map.qq.com/api/gljs?v=1.exp&key=K');
    expect(placeUrl({ lat: 30.5, lng: 104.1, name: '成都' }, 'tencent')).toContain('coord:30.5,104.1');
  });
});
