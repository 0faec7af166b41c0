import { describe, expect, it } from 'vitest';
import { servicePromisesOf } from './service-promises';
import { buildFooter, makeWidget } from '../../server/seed/pages';
import type { WidgetNode } from '../widgets/types';

const text = (x: number, y: number, t: string, fontSize: number) => ({ ...makeWidget('W0011', { text: t, fontSize }), x, y, leaf: true });
const panel = (children: object[]) => makeWidget('W0006', { comptyle: 'footer', childWidgets: children });

describe('servicePromisesOf (the footer is where the operator writes the promises)', () => {
  it('reads the seeded footer: each heading of the top row with the line under it', () => {
    expect(servicePromisesOf(buildFooter())).toEqual([
      { title: '正品保障', detail: '产地直采 假一赔十' },
      { title: '极速发货', detail: '下单后48小时内发出' },
      { title: '七天无理由', detail: '签收7天内无理由退货' },
      { title: '售后无忧', detail: '售后问题24小时内响应' },
      { title: '客服热线', detail: '400-800-8888（9:00-21:00）' },
    ]);
  });

  it('follows what the operator changed: order by position, a heading without detail, the row a few px uneven', () => {
    const footer = [panel([
      text(400, 26, '顺丰包邮', 18), text(400, 60, '满99元包邮', 12),
      text(0, 20, '假一赔十', 18),
      text(200, 22, '闪电退款', 18), text(200, 58, '审核通过极速到账', 12),
      text(0, 130, '© 2026 川香源', 12),
    ])];
    expect(servicePromisesOf(footer)).toEqual([
      { title: '假一赔十', detail: '' },
      { title: '闪电退款', detail: '审核通过极速到账' },
      { title: '顺丰包邮', detail: '满99元包邮' },
    ]);
  });

  it('finds nothing in a footer without a row of headings (one line of text, no panel, empty texts)', () => {
    expect(servicePromisesOf([])).toEqual([]);
    expect(servicePromisesOf([panel([text(0, 20, '© 2026 川香源', 12)])])).toEqual([]);
    expect(servicePromisesOf([panel([text(0, 20, '  ', 18), text(200, 20, '', 18)])])).toEqual([]);
    expect(servicePromisesOf([makeWidget('W0011', { text: '正品保障' }) as WidgetNode])).toEqual([]);
  });
});
