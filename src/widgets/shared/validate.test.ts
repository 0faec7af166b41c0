/** The shared value checks (save) and the style helpers (render) agree: stored CSS never reaches a style. */
import { describe, expect, it } from 'vitest';
import { checkValues, isCssColor, isCssSize, isSafeUrl } from './validate';
import { color, cssUrl, size, themeColor } from './style';
import { validateWidget } from '../registry';
import { html, nodeOf } from '../test-utils';

const INJECTION = 'red;}body{display:none}';

describe('value checks', () => {
  it('colours: hex, rgb/rgba, names and transparent only', () => {
    for (const ok of ['#fff', '#ffff', '#FF5D02', '#000000ff', 'rgb(1, 2, 3)', 'rgba(0,0,0,.5)', 'rgb(0 0 0 / 50%)', 'Red', 'transparent']) expect(isCssColor(ok), ok).toBe(true);
    for (const bad of [INJECTION, '#ff', 'url(x)', 'expression(alert(1))', 'rgb(1,2,3);x:y', 'var(--x)', '', 'inherit;', 'redd']) expect(isCssColor(bad), bad).toBe(false);
  });

  it('sizes and URLs', () => {
    for (const ok of [10, '10', '10px', '50%', 'auto', '1.5em']) expect(isCssSize(ok)).toBe(true);
    for (const bad of ['10px;display:none', 'calc(1px)', Infinity, '1e3px']) expect(isCssSize(bad)).toBe(false);
    for (const ok of ['/media/a.png', 'https://cdn.example.com/a.jpg', '//cdn.example.com/a.jpg', 'a/b.png', '/items?cat_id=1']) expect(isSafeUrl(ok), ok).toBe(true);
    for (const bad of ['javascript:alert(1)', 'JaVaScRiPt:x', 'data:text/html,x', 'x") ; background:red', 'vbscript:x', '/a b.png']) expect(isSafeUrl(bad), bad).toBe(false);
  });

  it('walks every stored value and names its path', () => {
    const issues = checkValues({ type: 'W0006', childWidgets: [{ type: 'W0011', color: INJECTION, data: [{ goods_id: 2 ** 40 }], text: 'x\u0000' }] });
    expect(issues.map((i) => i.path)).toEqual(['childWidgets[0].color', 'childWidgets[0].data[0].goods_id', 'childWidgets[0].text']);
    expect(validateWidget(nodeOf('W0008', { wgtTextColor: INJECTION }))[0].message).toContain('wgtTextColor');
  });
});

describe('render side', () => {
  it('style helpers fall back instead of writing unchecked values', () => {
    expect(color(INJECTION, '#000')).toBe('#000');
    expect(size('10px;display:none')).toBeUndefined();
    expect(cssUrl('x");background:red;("')).toBeUndefined();
    expect(themeColor({ customerThemeEnabled: true, wgtTheme: INJECTION }, { mode: 'render', page: { themeColor: '#123456', backgroundColor: '' } })).toBe('#123456');
  });

  it('a stored widget with CSS in its colour and size fields renders without it', () => {
    const out = html(nodeOf('W0011', { text: '文本', color: INJECTION, backgroundColor: INJECTION, marginTop: '1px;display:none', borderTopWidth: 1, borderTopColor: INJECTION }));
    expect(out).toContain('文本');
    expect(out).not.toContain('display:none');
  });
});
