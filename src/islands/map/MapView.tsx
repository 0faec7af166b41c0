/**
 * A map of one or more places, for pages that show a map (nearby shops, a shop page). Rendered at build
 * time (and before the provider loads) as an address card with a link to the place on the provider's
 * site; in the browser, when a provider is configured (AMAP_KEY or TENCENT_MAP_KEY), the provider's
 * script is loaded asynchronously and the map replaces the card. Without a key it stays a card.
 *
 * Usable inside another island (`<MapView points={…} />`) or as a page island (`MapView`, hydrated when visible).
 */
import { useEffect, useRef, useState } from 'react';
import { drawMap, loadProvider, placeUrl, readMapConfig, type MapPoint, type MapProviderName } from './providers';
import './map.css';

export interface MapViewProps {
  /** The places; the first one centres the map and its card. */
  points: (MapPoint & { address?: string })[];
  zoom?: number;
  /** Map height in px. */
  height?: number;
}

export default function MapView({ points, zoom = 14, height = 320 }: MapViewProps) {
  const box = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'card' | 'map' | 'failed'>('card');
  // Known only in the browser (the page's meta); the build-time HTML links to AMap's place page.
  const [provider, setProvider] = useState<MapProviderName>();
  const valid = points.filter((p) => Number.isFinite(p.lat) && Number.isFinite(p.lng) && Math.abs(p.lat) <= 90 && Math.abs(p.lng) <= 180);

  useEffect(() => {
    const config = readMapConfig();
    setProvider(config?.provider);
    if (!config || !valid.length || !box.current) return;
    let cleanup: (() => void) | undefined;
    let cancelled = false;
    loadProvider(config)
      .then(() => { if (!cancelled && box.current) { cleanup = drawMap(config, box.current, valid, zoom); setState('map'); } })
      .catch(() => { if (!cancelled) setState('failed'); });
    return () => { cancelled = true; cleanup?.(); };
  }, [JSON.stringify(valid), zoom]); // eslint-disable-line react-hooks/exhaustive-deps

  const first = valid[0] ?? points[0];
  return (
    <div className="map-view" style={{ height }} data-map-state={state}>
      <div className="map-view-canvas" ref={box} hidden={state !== 'map'} />
      {state !== 'map' && first && (
        <div className="map-card">
          {first.name && <strong>{first.name}</strong>}
          {first.address && <span>{first.address}</span>}
          {valid.length > 0 && <a href={placeUrl(first, provider)} target="_blank" rel="noopener noreferrer">在地图上查看位置</a>}
          {state === 'failed' && <span role="status">地图暂时无法加载，请使用上方地址</span>}
          {valid.length > 1 && <span>共 {valid.length} 个地点</span>}
        </div>
      )}
    </div>
  );
}
