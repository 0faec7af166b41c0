import { describe, expect, it } from 'vitest';
import { changedChrome, chromeSnapshot } from './chrome';
import type { WidgetNode } from './state';

const header = { type: 'W0006', uuid: 'h000000000', comptyle: 'header', height: 100 } as WidgetNode;
const body = { type: 'W0011', uuid: 'b000000000', text: '文本' } as WidgetNode;
const footer = { type: 'W0006', uuid: 'f000000000', comptyle: 'footer', height: 80 } as WidgetNode;

describe('header/footer changes', () => {
  it('a body edit leaves the shared parts unchanged', () => {
    const base = chromeSnapshot([header, body, footer]);
    expect(changedChrome(base, [header, { ...body, text: '新' }, footer])).toEqual([]);
  });
  it('names the part the operator changed', () => {
    const base = chromeSnapshot([header, body, footer]);
    expect(changedChrome(base, [{ ...header, height: 120 }, body, footer])).toEqual(['header']);
    expect(changedChrome(base, [header, body])).toEqual(['footer']);
  });
});
