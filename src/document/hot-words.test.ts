import { describe, expect, it } from 'vitest';
import { applyHotWords } from './hot-words';
import type { WidgetNode } from '../widgets/types';

const search = (data: unknown): WidgetNode => ({ type: 'W0008', data } as unknown as WidgetNode);

describe('applyHotWords', () => {
  it('gives every header search box the shop words, keeping the designed colours by place', () => {
    const header = [{ type: 'W0006', childWidgets: [search([{ title: '旧词', pathData: { linkPage: 'href', href: '/x' }, wgtHotKeywordTextColor: '#FF0000' }, { title: '旧二', wgtHotKeywordTextColor: '#00FF00' }])] } as unknown as WidgetNode];
    const [panel] = applyHotWords(header, ['花椒', '麻辣', '礼盒']);
    expect((panel.childWidgets as WidgetNode[])[0].data).toEqual([
      { title: '花椒', pathData: {}, wgtHotKeywordTextColor: '#FF0000' },
      { title: '麻辣', pathData: {}, wgtHotKeywordTextColor: '#00FF00' },
      { title: '礼盒', pathData: {}, wgtHotKeywordTextColor: '#FF0000' },
    ]);
  });

  it('uses the default grey when nothing was designed, and no words leaves the box without any', () => {
    expect(applyHotWords([search(undefined)], ['孜然'])[0].data).toEqual([{ title: '孜然', pathData: {}, wgtHotKeywordTextColor: '#8C8C8C' }]);
    expect(applyHotWords([search([{ title: '旧词' }])], [])[0].data).toEqual([]);
  });

  it('leaves other widgets alone and does not change the stored document', () => {
    const stored = [search([{ title: '旧词' }]), { type: 'W0011', text: '川香源' } as unknown as WidgetNode];
    const out = applyHotWords(stored, ['花椒']);
    expect(out[1]).toBe(stored[1]);
    expect(stored[0].data).toEqual([{ title: '旧词' }]);
  });
});
