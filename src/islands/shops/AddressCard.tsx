/**
 * A shop's address card: name, address, hours, phone, and its place on a map (MapView: the provider's
 * map when a key is configured, loaded async only here; otherwise a card linking to the maps site).
 */
import MapView from '../map/MapView';

export interface AddressCardShop { name: string; address?: string; hour?: string; mobile?: string; lat?: number; lng?: number }

export default function AddressCard({ shop }: { shop: AddressCardShop }) {
  const hasPoint = !!shop.lat || !!shop.lng;
  return (
    <section className="sa" aria-label={`${shop.name} 地址`}>
      {hasPoint ? <MapView points={[{ lat: shop.lat ?? 0, lng: shop.lng ?? 0, name: shop.name, address: shop.address }]} height={280} /> : (
        <div className="sa-map">
          <span className="sa-pin" aria-hidden="true" />
          <span>{shop.address || '暂无地址'}</span>
        </div>
      )}
      <dl className="si-facts">
        <div><dt>门店地址</dt><dd>{shop.address || '-'}</dd></div>
        <div><dt>营业时间</dt><dd>{shop.hour || '-'}</dd></div>
        <div><dt>联系电话</dt><dd>{shop.mobile ? <a href={`tel:${shop.mobile}`}>{shop.mobile}</a> : '-'}</dd></div>
      </dl>
    </section>
  );
}
