import { describe, expect, it } from 'vitest';
import { mergeMineOnTheirs } from './merge';
import type { WidgetNode } from './state';

const w = (uuid: string, text = uuid): WidgetNode => ({ type: 'W0011', uuid, text });
const texts = (list: WidgetNode[]) => list.map((x) => `${x.uuid}:${String(x.text)}`);

describe('keep mine on top of theirs', () => {
  const base = [w('a'), w('b'), w('c')];

  it('takes their change and mine where we changed different widgets', () => {
    const mine = [w('a', 'A-mine'), w('b'), w('c')];
    const theirs = [w('a'), w('b'), w('c', 'C-theirs')];
    const r = mergeMineOnTheirs(base, mine, theirs);
    expect(texts(r.widgets)).toEqual(['a:A-mine', 'b:b', 'c:C-theirs']);
    expect(r.overridden).toEqual([]);
    expect(r.taken.map((x) => x.uuid)).toEqual(['c']);
  });

  it('a widget both changed keeps mine and is reported', () => {
    const r = mergeMineOnTheirs(base, [w('a'), w('b', 'B-mine'), w('c')], [w('a'), w('b', 'B-theirs'), w('c')]);
    expect(texts(r.widgets)).toEqual(['a:a', 'b:B-mine', 'c:c']);
    expect(r.overridden.map((x) => String(x.text))).toEqual(['B-theirs']);
  });

  it('keeps their additions and mine, each after its neighbour', () => {
    const mine = [w('a'), w('m'), w('b'), w('c')];
    const theirs = [w('a'), w('b'), w('t'), w('c')];
    expect(texts(mergeMineOnTheirs(base, mine, theirs).widgets).map((s) => s[0])).toEqual(['a', 'm', 'b', 't', 'c']);
  });

  it('my deletion stands; their deletion stands unless I changed the widget', () => {
    expect(mergeMineOnTheirs(base, [w('a'), w('c')], [w('a'), w('b'), w('c', 'C2')]).widgets.map((x) => x.uuid)).toEqual(['a', 'c']);
    expect(mergeMineOnTheirs(base, [w('a'), w('b'), w('c')], [w('a'), w('c')]).widgets.map((x) => x.uuid)).toEqual(['a', 'c']);
    expect(texts(mergeMineOnTheirs(base, [w('a'), w('b', 'B-mine'), w('c')], [w('a'), w('c')]).widgets)).toEqual(['a:a', 'b:B-mine', 'c:c']);
  });

  it('a widget I moved goes where I put it', () => {
    const r = mergeMineOnTheirs(base, [w('c'), w('a'), w('b')], [w('a'), w('b', 'B2'), w('c')]);
    expect(texts(r.widgets)).toEqual(['c:c', 'a:a', 'b:B2']);
  });
});
