/**
 * Map providers for the map island. The compiler names the configured provider and its browser key in
 * `<meta name="shop-map" content="amap|tencent" data-key="…">` (compiler/site-scripts.ts); nothing is
 * loaded unless a page shows a map, and then the provider's script is added once, `async`.
 */
export type MapProviderName = 'amap' | 'tencent';
export interface MapConfig { provider: MapProviderName; key: string; securityCode?: string }
export interface MapPoint { lat: number; lng: number; name?: string }

/** The configured provider, or undefined (no key: the island stays an address card). */
export function readMapConfig(doc: Pick<Document, 'querySelector'> | undefined = typeof document === 'undefined' ? undefined : document): MapConfig | undefined {
  const meta = doc?.querySelector<HTMLMetaElement>('meta[name="shop-map"]');
  const provider = meta?.content;
  const key = meta?.dataset.key;
  if (!key || (provider !== 'amap' && provider !== 'tencent')) return undefined;
  return { provider, key, securityCode: meta?.dataset.security || undefined };
}

export function providerScriptUrl(c: MapConfig): string {
  return c.provider === 'amap'
    ? `https://webapi.amap.com/maps?v=2.0&key=${encodeURIComponent(c.key)}`
    : `https://map.qq.com/api/gljs?v=1.exp&key=${encodeURIComponent(c.key)}`;
}

/** A link that opens the place in the provider's own site (works without any key). */
export function placeUrl(p: MapPoint, provider: MapProviderName = 'amap'): string {
  const name = encodeURIComponent(p.name ?? '');
  return provider === 'tencent'
    ? `https://apis.map.qq.com/uri/v1/marker?marker=coord:${p.lat},${p.lng};title:${name}&referer=shop`
    : `https://uri.amap.com/marker?position=${p.lng},${p.lat}&name=${name}&coordinate=gaode&callnative=0`;
}

let loading: Promise<void> | undefined;
/** Adds the provider's script once per page (async); later maps reuse it. */
export function loadProvider(c: MapConfig): Promise<void> {
  if (c.provider === 'amap' && c.securityCode) (window as unknown as { _AMapSecurityConfig?: object })._AMapSecurityConfig = { securityJsCode: c.securityCode };
  return (loading ??= new Promise<void>((resolve, reject) => {
    const s = document.createElement('script');
    s.src = providerScriptUrl(c);
    s.async = true;
    s.onload = () => resolve();
    s.onerror = () => { loading = undefined; reject(new Error('地图加载失败')); };
    document.head.appendChild(s);
  }));
}

type AnyMapApi = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** Draws the points on a map inside `el`; returns the cleanup. */
export function drawMap(c: MapConfig, el: HTMLElement, points: MapPoint[], zoom: number): () => void {
  const w = window as unknown as { AMap?: AnyMapApi; TMap?: AnyMapApi };
  const [first] = points;
  if (c.provider === 'amap' && w.AMap) {
    const map = new w.AMap.Map(el, { center: [first.lng, first.lat], zoom });
    map.add(points.map((p) => new w.AMap!.Marker({ position: [p.lng, p.lat], title: p.name })));
    if (points.length > 1) map.setFitView();
    return () => map.destroy();
  }
  if (c.provider === 'tencent' && w.TMap) {
    const map = new w.TMap.Map(el, { center: new w.TMap.LatLng(first.lat, first.lng), zoom });
    new w.TMap.MultiMarker({ map, geometries: points.map((p, i) => ({ id: String(i), position: new w.TMap!.LatLng(p.lat, p.lng), properties: { title: p.name } })) });
    return () => map.destroy();
  }
  throw new Error('地图加载失败');
}
