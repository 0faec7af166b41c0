import { describe, it, expect } from 'vitest';
import { html, nodeOf } from '../test-utils';
import { cartSummary } from './Render';
import type { CartLine } from '../../lib/stores/cart';

const line = (num: number, price: number): CartLine => ({ cart_id: num, item_id: 1, item_name: 'x', pics: '', price, num, total_fee: price * num, is_checked: true, item_spec_desc: '', store: 9 });

describe('W0010 购物车', () => {
  it('pill button: theme colour, text colour, border from wgtBorderRadius/wgtAaaa, badge 0 on the server', () => {
    const markup = html(nodeOf('W0010', { customerThemeEnabled: true, wgtTheme: '#ff0000', wgtBorderRadius: 2, wgtAaaa: '#00ff00' }));
    expect(markup).toContain('background:#eb0000'); // #ff0000 deepened until white text reads on it
    expect(markup).toContain('border:2px solid #00ff00');
    expect(markup).toContain('我的购物车');
    // render mode: the header mini cart island, guest state (badge 0) on the server
    expect(markup).toContain('class="mc-badge"');
    expect(markup).toContain('aria-label="共0件"');
  });
  it('design mode: an inert pill with a zero badge', () => {
    const markup = html(nodeOf('W0010', {}), 'design');
    expect(markup).toContain('<em class="w-minicart-badge">0</em>');
    expect(markup).not.toContain('mc-panel');
  });
  it('count and total come from the lines (fen)', () => {
    expect(cartSummary([line(2, 1000), line(1, 550)])).toEqual({ count: 3, total: 2550 });
    expect(cartSummary([])).toEqual({ count: 0, total: 0 });
  });
});
