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
  return (
    <p className="pd-staff" aria-label="员工专享">
      {badge && <span className="pd-staff-badge">{badge}</span>}
      {staffPrice !== undefined && <span className="pd-staff-price">员工价 <strong>{formatFen(staffPrice)}</strong></span>}
    </p>
  );
}
