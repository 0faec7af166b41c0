import { describe, expect, it } from 'vitest';
import { cityOptions, countyDisabled, countyOptions, EMPTY_REGION, regionComplete, regionReducer, type RegionNode } from './region';

const tree: RegionNode[] = [
  { id: '510000', label: '四川省', children: [
    { id: '510100', label: '成都市', children: [{ id: '510107', label: '武侯区' }, { id: '510104', label: '锦江区' }] },
    { id: '510300', label: '自贡市', children: [{ id: '510302', label: '自流井区' }] },
  ] },
  { id: '440000', label: '广东省', children: [{ id: '442000', label: '中山市', children: [] }] },
];

describe('regionReducer', () => {
  const full = { province: '四川省', city: '成都市', county: '武侯区' };
  it('changing the province clears city and district', () => {
    expect(regionReducer(full, { type: 'province', value: '广东省' })).toEqual({ province: '广东省', city: '', county: '' });
  });
  it('changing the city clears the district', () => {
    expect(regionReducer(full, { type: 'city', value: '自贡市' })).toEqual({ province: '四川省', city: '自贡市', county: '' });
  });
  it('choosing the same value keeps the rest', () => {
    expect(regionReducer(full, { type: 'province', value: '四川省' })).toBe(full);
    expect(regionReducer(full, { type: 'city', value: '成都市' })).toBe(full);
  });
  it('sets the district and whole values', () => {
    expect(regionReducer(full, { type: 'county', value: '锦江区' }).county).toBe('锦江区');
    expect(regionReducer(EMPTY_REGION, { type: 'set', value: full })).toEqual(full);
  });
});

describe('options', () => {
  it('lists the children of the chosen level', () => {
    expect(cityOptions(tree, { ...EMPTY_REGION, province: '四川省' }).map((n) => n.label)).toEqual(['成都市', '自贡市']);
    expect(countyOptions(tree, { province: '四川省', city: '成都市', county: '' }).map((n) => n.label)).toEqual(['武侯区', '锦江区']);
    expect(cityOptions(tree, EMPTY_REGION)).toEqual([]);
  });
  it('disables the district when the city has none', () => {
    expect(countyDisabled(tree, { province: '广东省', city: '中山市', county: '' })).toBe(true);
    expect(countyDisabled(tree, { province: '四川省', city: '成都市', county: '' })).toBe(false);
  });
  it('is complete with a district, or without one when the city has none', () => {
    expect(regionComplete(tree, { province: '四川省', city: '成都市', county: '武侯区' })).toBe(true);
    expect(regionComplete(tree, { province: '四川省', city: '成都市', county: '' })).toBe(false);
    expect(regionComplete(tree, { province: '广东省', city: '中山市', county: '' })).toBe(true);
    expect(regionComplete(tree, { province: '四川省', city: '中山市', county: '' })).toBe(false);
  });
});
