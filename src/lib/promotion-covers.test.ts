import { describe, expect, it } from 'vitest';
import { coveredLines } from './promotion';

describe('which cart lines a promotion applies to', () => {
  const lines = [{ cart_id: 1, item_name: '汉源花椒' }, { cart_id: 2, item_name: '二荆条辣椒' }, { cart_id: 3, item_name: '八角' }];
  it('names the lines it covers, says 本店全部商品 when it is every line', () => {
    expect(coveredLines({ cart_ids: [2] }, lines)).toBe('二荆条辣椒');
    expect(coveredLines({ cart_ids: [1, 3] }, lines)).toBe('汉源花椒、八角');
    expect(coveredLines({ cart_ids: [1, 2, 3] }, lines)).toBe('本店全部商品');
    expect(coveredLines({ cart_ids: [1] }, [lines[0]])).toBe('汉源花椒');
    expect(coveredLines({ cart_ids: [] }, lines)).toBe('');
  });
});
