/** 店铺: the brand's stores, dealers and merchants' shops; what the storefront shows of each (read live, so an edit shows at once). */
import { ResourceScreen, type ResourceSpec } from '../Resource';

interface Shop {
  distributor_id: number; name: string; kind: 'store' | 'dealer'; merchant_id: number | null; address: string; province: string; city: string; area: string;
  mobile: string; hour: string; lat: number; lng: number; tags: { tag_id: number; tag_name: string }[]; is_ziti: boolean; intro: string;
}
const kindOf = (s: Shop) => (s.merchant_id !== null ? '商家店铺' : s.kind === 'dealer' ? '经销商' : '门店');
/** Merchants' shops store the whole address in `address`; the brand's stores only the street part. */
const fullAddress = (s: Shop) => (s.province && s.address.startsWith(s.province) ? s.address : `${s.province}${s.city}${s.area}${s.address}`);

export const Shops = () => <ResourceScreen spec={{
  title: '店铺管理', noun: '店铺', path: 'shops', idOf: (s) => s.distributor_id, nameOf: (s) => s.name, search: '店铺名称 / 地址 / 城市', creatable: false,
  intro: <p className="dz-muted cs-intro">门店、经销商和入驻商家的店铺。修改后商城的店铺页和附近门店立即显示新信息；没有坐标的店铺不会出现在附近门店中。</p>,
  filters: [{ name: 'kind', label: '类型', options: [{ value: 'store', label: '门店' }, { value: 'dealer', label: '经销商' }, { value: 'merchant', label: '商家店铺' }] }],
  columns: [
    { key: 'distributor_id', label: '编号', width: 60 },
    { key: 'name', label: '名称', render: (s) => <a href={`/shops/info?distributor_id=${s.distributor_id}`} target="_blank" rel="noopener noreferrer" aria-label={`在商城查看${s.name}`}>{s.name}</a> },
    { key: 'kind', label: '类型', width: 80, render: kindOf },
    { key: 'address', label: '地址', render: fullAddress },
    { key: 'hour', label: '营业时间', width: 110 }, { key: 'mobile', label: '电话', width: 120 },
    { key: 'tags', label: '标签', render: (s) => s.tags.map((t) => <span key={t.tag_id} className="cs-tag">{t.tag_name}</span>) },
    { key: 'is_ziti', label: '自提', width: 70, render: (s) => (s.is_ziti ? <span className="cs-tag is-on">支持</span> : <span className="cs-tag is-off">不支持</span>) },
  ],
  fields: [
    { name: 'name', label: '名称', required: true },
    { name: 'province', label: '省份' }, { name: 'city', label: '城市' }, { name: 'area', label: '区/县' }, { name: 'address', label: '详细地址' },
    { name: 'lat', label: '纬度', type: 'number', hint: '-90～90，例如 39.9042' }, { name: 'lng', label: '经度', type: 'number', hint: '-180～180，例如 116.4074' },
    { name: 'hour', label: '营业时间', hint: '例如 09:00-21:00' }, { name: 'mobile', label: '联系电话' },
    { name: 'tags', label: '标签', hint: '用逗号分隔，最多10个，每个不超过10个字' },
    { name: 'is_ziti', label: '门店自提', type: 'switch', hint: '支持到店自提' },
    { name: 'intro', label: '店铺介绍', type: 'textarea' },
  ],
  toValues: (s) => ({
    name: s?.name ?? '', province: s?.province ?? '', city: s?.city ?? '', area: s?.area ?? '', address: s?.address ?? '', lat: String(s?.lat ?? ''), lng: String(s?.lng ?? ''),
    hour: s?.hour ?? '', mobile: s?.mobile ?? '', tags: s?.tags.map((t) => t.tag_name).join('，') ?? '', is_ziti: s?.is_ziti ?? false, intro: s?.intro ?? '',
  }),
  // Cleared text fields are sent as empty (not left out), so an operator can remove a phone or hours.
  toBody: (v) => ({ ...v, tags: String(v.tags) }),
} satisfies ResourceSpec<Shop>} />;
