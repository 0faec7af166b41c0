/** A `GET goods/items/{id}` response shaped like the demo seed: 包装 × 规格, one SKU sold out. */
import type { ItemDetailData, SpecItem } from '../../lib/goods';

const packs = [{ id: 21, name: '袋装' }, { id: 22, name: '罐装' }];
const weights = [{ id: 11, name: '100g' }, { id: 12, name: '250g' }];

const skus: SpecItem[] = packs.flatMap((p, pi) => weights.map((w, wi) => ({
  item_id: 100 + pi * 2 + wi, price: 3990 + pi * 500 + wi * 4800, market_price: 5000 + pi * 500 + wi * 6000, approve_status: 'onsale',
  // 袋装 100g is sold out, so 袋装 250g (next in order) is the first buyable SKU.
  store: pi === 0 && wi === 0 ? 0 : 20 + pi + wi,
  item_spec: [{ spec_id: 2, spec_value_id: p.id, spec_value_name: p.name }, { spec_id: 1, spec_value_id: w.id, spec_value_name: w.name }],
})));

export const itemFixture: ItemDetailData = {
  item_id: 100, distributor_id: 0, item_name: '汉源贡椒 大红袍花椒', brief: '四川汉源清溪原产，麻香浓郁',
  price: 3990, market_price: 4990, store: 86, sales: 37, approve_status: 'onsale', is_gift: false, nospec: false,
  pics: ['/media/a.png', '/media/b.png'], taglist: [{ tag_name: 'new' }], activity_type: 'normal', goods_brand: '川香源',
  item_spec_desc: [
    { spec_id: 2, spec_name: '包装', spec_values: packs.map((p) => ({ spec_value_id: p.id, spec_value_name: p.name })) },
    { spec_id: 1, spec_name: '规格', spec_values: weights.map((w) => ({ spec_value_id: w.id, spec_value_name: w.name })) },
  ],
  spec_items: skus,
};
