/**
 * Province / city / district selects over the region tree of GET espier/address. The tree is fetched once
 * per session (memory + sessionStorage); a failed load is retried every second a few times.
 */
import { useEffect, useState } from 'react';
import { api } from '../../lib/api';
import { cityOptions, countyDisabled, countyOptions, regionReducer, type RegionAction, type RegionNode, type RegionValue } from '../../lib/region';

const CACHE_KEY = 'shop:region-tree';
const RETRY_MS = 1000;
const RETRIES = 5;
let treePromise: Promise<RegionNode[]> | undefined;

function fromSession(): RegionNode[] | undefined {
  try { const s = sessionStorage.getItem(CACHE_KEY); return s ? (JSON.parse(s) as RegionNode[]) : undefined; } catch { return undefined; }
}

async function fetchTree(): Promise<RegionNode[]> {
  for (let attempt = 0; ; attempt++) {
    try {
      const tree = await api.get<RegionNode[]>('espier/address', {}, { showError: attempt === RETRIES });
      try { sessionStorage.setItem(CACHE_KEY, JSON.stringify(tree)); } catch { /* quota: memory cache still works */ }
      return tree;
    } catch (e) {
      if (attempt >= RETRIES) throw e;
      await new Promise((r) => setTimeout(r, RETRY_MS));
    }
  }
}

export function loadRegionTree(): Promise<RegionNode[]> {
  const cached = fromSession();
  if (cached) return Promise.resolve(cached);
  treePromise ??= fetchTree().catch((e) => { treePromise = undefined; throw e; });
  return treePromise;
}

export interface RegionSelectProps {
  value: RegionValue;
  onChange: (value: RegionValue) => void;
  invalid?: boolean;
}

export default function RegionSelect({ value, onChange, invalid }: RegionSelectProps) {
  const [tree, setTree] = useState<RegionNode[]>([]);
  useEffect(() => { loadRegionTree().then(setTree).catch(() => undefined); }, []);
  const dispatch = (a: RegionAction) => onChange(regionReducer(value, a));
  const select = (label: string, type: 'province' | 'city' | 'county', current: string, options: RegionNode[], disabled = false) => (
    <select aria-label={label} value={current} disabled={disabled} aria-invalid={invalid || undefined} onChange={(e) => dispatch({ type, value: e.target.value })}>
      <option value="">{`请选择${label}`}</option>
      {options.map((n) => <option key={n.id} value={n.label}>{n.label}</option>)}
    </select>
  );
  return (
    <span className="ui-region">
      {select('省份', 'province', value.province, tree)}
      {select('城市', 'city', value.city, cityOptions(tree, value), !value.province)}
      {select('区/县', 'county', value.county, countyOptions(tree, value), countyDisabled(tree, value))}
    </span>
  );
}
