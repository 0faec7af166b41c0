/**
 * A shop's address card: name, address, hours, phone and its coordinates. The map of src/islands/map
 * (MapView, loaded only where a map is shown) goes in the `.sa-map` slot; without it, or without a map
 * key, the card is the whole answer and links to the address search of a maps site.
 */
export interface AddressCardShop { name: string; address?: string; hour?: string; mobile?: string; lat?: number; lng?: number }

export default function AddressCard({ shop }: { shop: AddressCardShop }) {
  const hasPoint = !!shop.lat || !!shop.lng;
  return (
    <section className="sa" aria-label={`${shop.name} 地址`}>
      <div className="sa-map" data-map-slot="" data-lat={shop.lat} data-lng={shop.lng}>
        <span className="sa-pin" aria-hidden="true" />
        <span>{shop.address || '暂无地址'}</span>
        {hasPoint && <span className="mem-muted">经纬度 {shop.lat?.toFixed(3)}, {shop.lng?.toFixed(3)}</span>}
      </div>
      <dl className="si-facts">
        <div><dt>门店地址</dt><dd>{shop.address || '-'}</dd></div>
        <div><dt>营业时间</dt><dd>{shop.hour || '-'}</dd></div>
        <div><dt>联系电话</dt><dd>{shop.mobile ? <a href={`tel:${shop.mobile}`}>{shop.mobile}</a> : '-'}</dd></div>
      </dl>
    </section>
  );
}
