import { describe, expect, it } from 'vitest';
import type { DocState, WidgetNode } from '../doc/state';
import { insertIndex } from './insertIndex';

const w = (uuid: string, type = 'W0011', comptyle?: string) => ({ uuid, type, ...(comptyle ? { comptyle } : {}) }) as WidgetNode;
const doc: DocState = { widgets: [w('h', 'W0006', 'header'), w('p', 'W0000'), w('a'), w('b'), w('f', 'W0006', 'footer')], selected: null };

describe('where palette widgets land', () => {
  it('at the end of the body, above the footer, when nothing is selected', () => {
    expect(insertIndex(doc, null)).toBe(4);
  });
  it('right after the selected body widget', () => {
    expect(insertIndex(doc, 'a')).toBe(3);
  });
  it('never below the footer or inside the header', () => {
    expect(insertIndex(doc, 'f')).toBe(4);
    expect(insertIndex(doc, 'h')).toBe(1);
    expect(insertIndex(doc, 'p')).toBe(4);
  });
});
