/** Staff badges (spec §4, staff users only): sale 特卖商品, bag 福袋, normal with staff_goods=1 常规员工内购商品. */
export interface StaffGoods { product_type?: string; staff_goods?: number | string | boolean }

export function staffBadge(g: StaffGoods): string {
  if (g.product_type === 'sale') return '特卖商品';
  if (g.product_type === 'bag') return '福袋';
  const staffGoods = g.staff_goods === true || g.staff_goods === 1 || g.staff_goods === '1';
  return staffGoods ? '常规员工内购商品' : '';
}
