/** Address cards of the checkout: pick one, add a new one, edit one (GET member/addresslist). */
import { useState } from 'react';
import type { CheckoutAddress as Address } from '../lib/checkout';
import AddressForm from './AddressForm';

interface Props {
  /** null while the list is loading. */
  addresses: Address[] | null;
  selectedId?: Address['address_id'];
  onSelect: (a: Address) => void;
  /** Called after a save so the list is refetched and the saved address chosen. */
  onSaved: (a: Address) => void;
}

const isDefault = (a: Address) => ['1', 'true'].includes(String(a.is_def));

export default function CheckoutAddress({ addresses, selectedId, onSelect, onSaved }: Props) {
  const [editing, setEditing] = useState<Address | 'new' | null>(null);
  return (
    <section className="co-section" aria-labelledby="co-address-h">
      <div className="co-section-head">
        <h2 id="co-address-h">收货地址</h2>
        <button type="button" className="co-link" onClick={() => setEditing('new')}>+ 新增收货地址</button>
      </div>
      {addresses === null ? <p className="co-muted">正在加载收货地址…</p> : addresses.length === 0 ? <p className="co-muted">您还没有收货地址，请先新增收货地址</p> : (
        <ul className="co-addresses" role="radiogroup" aria-label="选择收货地址">
          {addresses.map((a) => {
            const checked = String(a.address_id) === String(selectedId);
            return (
              <li key={a.address_id} className={`co-address${checked ? ' is-selected' : ''}`}>
                <button type="button" role="radio" aria-checked={checked} className="co-address-pick" onClick={() => onSelect(a)}>
                  <span className="co-address-who">{a.username}　{a.telephone}{isDefault(a) && <em className="co-tag">默认</em>}</span>
                  <span className="co-address-where">{a.province} {a.city} {a.county} {a.adrdetail}</span>
                </button>
                <button type="button" className="co-link co-address-edit" aria-label={`编辑 ${a.username} 的地址`} onClick={() => setEditing(a)}>编辑</button>
              </li>
            );
          })}
        </ul>
      )}
      <AddressForm
        open={editing !== null} address={editing && editing !== 'new' ? editing : undefined}
        onClose={() => setEditing(null)}
        onSaved={(a) => { setEditing(null); onSaved(a); }}
      />
    </section>
  );
}
