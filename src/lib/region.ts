/**
 * The three-level address selector as a pure reducer (storefront spec §4): changing the province clears
 * city and district, changing the city clears the district; the district is disabled when the chosen
 * city has none. Values are the Chinese names the address API stores.
 */

export interface RegionNode { id: string; value?: string; label: string; children?: RegionNode[] }
export interface RegionValue { province: string; city: string; county: string }
export type RegionAction = { type: 'province' | 'city' | 'county'; value: string } | { type: 'set'; value: RegionValue };

export const EMPTY_REGION: RegionValue = { province: '', city: '', county: '' };

export function regionReducer(state: RegionValue, action: RegionAction): RegionValue {
  switch (action.type) {
    case 'province': return action.value === state.province ? state : { province: action.value, city: '', county: '' };
    case 'city': return action.value === state.city ? state : { ...state, city: action.value, county: '' };
    case 'county': return { ...state, county: action.value };
    case 'set': return { ...action.value };
  }
}

const byLabel = (nodes: RegionNode[] | undefined, label: string) => (label ? nodes?.find((n) => n.label === label) : undefined);

export const cityOptions = (tree: RegionNode[], v: RegionValue): RegionNode[] => byLabel(tree, v.province)?.children ?? [];
export const countyOptions = (tree: RegionNode[], v: RegionValue): RegionNode[] => byLabel(cityOptions(tree, v), v.city)?.children ?? [];

/** The district select is disabled when no city is chosen or the chosen city has no districts. */
export const countyDisabled = (tree: RegionNode[], v: RegionValue): boolean => countyOptions(tree, v).length === 0;

/** Province and city chosen, and a district unless the city has none. */
export function regionComplete(tree: RegionNode[], v: RegionValue): boolean {
  if (!byLabel(tree, v.province) || !byLabel(cityOptions(tree, v), v.city)) return false;
  return countyDisabled(tree, v) || Boolean(byLabel(countyOptions(tree, v), v.county));
}
