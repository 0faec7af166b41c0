/**
 * 配送方式 of the checkout: 快递配送 or 门店自提. Pickup shows the shop's pickup locations
 * (GET distributor/pickuplocation), the day and one-hour slot, and who picks the goods up.
 */
import type { PickupChoice } from '../lib/checkout';

export interface PickupLocation {
  id: number; name: string; province: string; city: string; area: string; address: string; contract_phone: string; hours: string;
  pickup_days: { date: string; label: string }[]; pickup_times: string[];
}

interface Props {
  locations: PickupLocation[];
  pickup: PickupChoice | null;
  onChange: (p: PickupChoice | null) => void;
}

export const EMPTY_PICKUP: PickupChoice = { date: '', time: '', name: '', mobile: '' };

export default function CheckoutPickup({ locations, pickup, onChange }: Props) {
  if (!locations.length) return null;
  const chosen = locations.find((l) => l.id === pickup?.location);
  const set = (patch: Partial<PickupChoice>) => onChange({ ...(pickup ?? EMPTY_PICKUP), ...patch });
  return (
    <section className="co-section" aria-labelledby="co-receipt-h">
      <div className="co-section-head"><h2 id="co-receipt-h">配送方式</h2></div>
      <div className="co-receipt" role="radiogroup" aria-label="配送方式">
        <button type="button" role="radio" aria-checked={!pickup} className={`co-receipt-opt${!pickup ? ' is-selected' : ''}`} onClick={() => onChange(null)}>快递配送</button>
        <button type="button" role="radio" aria-checked={!!pickup} className={`co-receipt-opt${pickup ? ' is-selected' : ''}`}
          onClick={() => !pickup && onChange({ ...EMPTY_PICKUP, location: locations[0].id })}>门店自提</button>
      </div>
      {pickup && (
        <div className="co-pickup">
          <ul className="co-addresses" role="radiogroup" aria-label="选择自提点">
            {locations.map((l) => {
              const checked = l.id === pickup.location;
              return (
                <li key={l.id} className={`co-address${checked ? ' is-selected' : ''}`}>
                  <button type="button" role="radio" aria-checked={checked} className="co-address-pick" onClick={() => set({ location: l.id, time: '' })}>
                    <span className="co-address-who">{l.name}</span>
                    <span className="co-address-where">{l.province} {l.city} {l.area} {l.address}</span>
                    <span className="co-address-where">营业时间 {l.hours}　{l.contract_phone}</span>
                  </button>
                </li>
              );
            })}
          </ul>
          {chosen && (
            <div className="co-pickup-form">
              <label>提货日期
                <select value={pickup.date} onChange={(e) => set({ date: e.target.value })}>
                  <option value="">请选择提货日期</option>
                  {chosen.pickup_days.map((d) => <option key={d.date} value={d.date}>{d.label}</option>)}
                </select>
              </label>
              <label>提货时间
                <select value={pickup.time} onChange={(e) => set({ time: e.target.value })}>
                  <option value="">请选择提货时间</option>
                  {chosen.pickup_times.map((t) => <option key={t} value={t}>{t}</option>)}
                </select>
              </label>
              <label>提货人<input value={pickup.name} maxLength={20} placeholder="提货人姓名" onChange={(e) => set({ name: e.target.value })} /></label>
              <label>手机号<input value={pickup.mobile} maxLength={11} inputMode="tel" placeholder="提货人手机号" onChange={(e) => set({ mobile: e.target.value })} /></label>
            </div>
          )}
        </div>
      )}
    </section>
  );
}
