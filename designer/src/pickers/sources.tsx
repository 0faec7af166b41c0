/** What each picker lists: a data source for PickerDialog (load a page, key a row, show a row). */
import { api, type BrandRow, type CouponRow, type GoodsRow, type ShopRow, type TagRow, type TemplateRow } from '../api/client';
import type { PickerSource } from './PickerDialog';
import { firstPic, yuan } from './goods';
import { couponValue } from './coupons';

const Thumb = ({ src }: { src: string }) => (src ? <img src={src} alt="" width={48} height={48} /> : <span className="dz-thumb-empty" aria-hidden="true" />);

const goodsRow = (row: GoodsRow) => <>
  <Thumb src={firstPic(row.pics)} />
  <span className="dz-pick-name">{row.item_name}</span>
  <span className="dz-pick-price">{yuan(row.price)}</span>
</>;

/** Goods on sale; with a shop id only that shop's goods (W0020). */
export function goodsSource(distributorId?: number): PickerSource<GoodsRow> {
  return {
    title: '选择商品', searchLabel: '商品名称', empty: '暂无商品',
    load: (q) => api.pick<GoodsRow>('goods', { ...q, distributor_id: distributorId }),
    key: (r) => String(r.item_id), render: goodsRow,
  };
}
export const allGoods = goodsSource();

export const couponSource: PickerSource<CouponRow> = {
  title: '选择优惠券', searchLabel: '优惠券名称', empty: '暂无优惠券',
  load: (q) => api.pick<CouponRow>('coupons', q),
  key: (r) => String(r.card_id),
  render: (r) => <>
    <span className="dz-coupon-badge">{couponValue(r)}</span>
    <span className="dz-pick-name">{r.title}</span>
    <span className="dz-muted">{r.description}</span>
  </>,
};

export const shopSource: PickerSource<ShopRow> = {
  title: '选择店铺', searchLabel: '店铺名称', empty: '暂无店铺',
  load: (q) => api.shops(q),
  key: (r) => String(r.distributor_id),
  render: (r) => <>
    <Thumb src={r.logo} />
    <span className="dz-pick-name">{r.name}</span>
    <span className="dz-muted">{r.address ?? ''}</span>
  </>,
};

export const brandSource: PickerSource<BrandRow> = {
  title: '选择品牌', searchLabel: '品牌名称', empty: '暂无品牌',
  load: (q) => api.pick<BrandRow>('brands', q), key: (r) => r.attribute_id,
  render: (r) => <span className="dz-pick-name">{r.attribute_name}</span>,
};

export const tagSource: PickerSource<TagRow> = {
  title: '选择标签', searchLabel: '标签名称', empty: '暂无标签',
  load: (q) => api.pick<TagRow>('tags', q), key: (r) => r.tag_id,
  render: (r) => <span className="dz-pick-name">{r.tag_name}</span>,
};

export const pageSource: PickerSource<TemplateRow> = {
  title: '选择自定义页面', searchLabel: '页面名称', empty: '暂无已发布的自定义页面',
  load: (q) => api.pick<TemplateRow>('pages', q), key: (r) => String(r.theme_pc_template_id),
  render: (r) => <span className="dz-pick-name">{r.template_title}</span>,
};
