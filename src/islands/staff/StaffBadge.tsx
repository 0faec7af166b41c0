/**
 * On the item page, for staff members only (member info is_staff '1'): the staff badge of the goods
 * and, when the server answers one for this member, the staff price (员工价) of the chosen SKU.
 */
import { useEffect, useState } from 'react';
import { api, getToken } from '../../lib/api';
import { formatFen } from '../../lib/money';
import { staffBadge, type StaffGoods } from './staff-badges';

let staffCheck: Promise<boolean> | undefined;
const isStaff = () => (staffCheck ??= api.get<{ is_staff?: string }>('member', {}, { showError: false }).then((m) => m.is_staff === '1').catch(() => false));

export default function StaffBadge({ goods, staffPrice }: { goods: object; staffPrice?: number }) {
  const [staff, setStaff] = useState(false);
  useEffect(() => { if (getToken()) void isStaff().then(setStaff); }, []);
  const badge = staffBadge(goods as StaffGoods);
  if (!staff || (!badge && staffPrice === undefined)) return null;
  // Styled inline: the item page is compiled from widgets and does not load the shop-area stylesheet.
  return (
    <p className="pd-staff" aria-label="员工专享" style={{ display: 'flex', gap: 12, alignItems: 'center', margin: '8px 0' }}>
      {badge && <span style={{ padding: '2px 8px', background: '#7a1d00', color: '#fff', borderRadius: 2, fontSize: 12 }}>{badge}</span>}
      {staffPrice !== undefined && <span style={{ color: '#7a1d00' }}>员工价 <strong style={{ fontSize: 18 }}>{formatFen(staffPrice)}</strong></span>}
    </p>
  );
}
