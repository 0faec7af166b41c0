/**
 * Add / edit a delivery address in a modal: 收货人, 手机号码, 所在地区 (RegionSelect), 详细地址, 默认地址.
 * Checks the obvious client-side, then shows whatever the server rejects (message or field errors).
 */
import { useEffect, useState, type ReactNode } from 'react';
import { api, ApiError } from '../lib/api';
import { isMobile } from '../lib/validation';
import { EMPTY_REGION, regionComplete, type RegionValue } from '../lib/region';
import type { CheckoutAddress } from '../lib/checkout';
import Modal from './ui/Modal';
import RegionSelect, { loadRegionTree } from './ui/RegionSelect';

interface Props {
  open: boolean;
  /** The address being edited; undefined adds a new one. */
  address?: CheckoutAddress;
  onClose: () => void;
  onSaved: (saved: CheckoutAddress) => void;
}

type Field = 'username' | 'telephone' | 'region' | 'adrdetail';
const SERVER_FIELD: Record<string, Field> = { username: 'username', telephone: 'telephone', province: 'region', city: 'region', county: 'region', adrdetail: 'adrdetail' };

export default function AddressForm({ open, address, onClose, onSaved }: Props) {
  const [username, setUsername] = useState('');
  const [telephone, setTelephone] = useState('');
  const [region, setRegion] = useState<RegionValue>(EMPTY_REGION);
  const [adrdetail, setAdrdetail] = useState('');
  const [isDef, setIsDef] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState('');
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!open) return;
    setUsername(address?.username ?? '');
    setTelephone(address?.telephone ?? '');
    setRegion(address ? { province: address.province, city: address.city, county: address.county } : EMPTY_REGION);
    setAdrdetail(address?.adrdetail ?? '');
    setIsDef(['1', 'true'].includes(String(address?.is_def)));
    setErrors({});
    setFormError('');
  }, [open, address]);

  const validate = async (): Promise<Partial<Record<Field, string>>> => {
    const e: Partial<Record<Field, string>> = {};
    if (!username.trim()) e.username = '请填写正确的收货人姓名';
    if (!isMobile(telephone.trim())) e.telephone = '请填写正确的手机号';
    const tree = await loadRegionTree().catch(() => []);
    if (!regionComplete(tree, region)) e.region = '请选择完整的所在地区';
    if (!adrdetail.trim()) e.adrdetail = '请填写正确的详细地址';
    return e;
  };

  const save = async () => {
    const e = await validate();
    setErrors(e);
    setFormError('');
    if (Object.keys(e).length) return;
    const body = { username: username.trim(), telephone: telephone.trim(), ...region, adrdetail: adrdetail.trim(), postalCode: '', is_def: isDef ? 1 : 0 };
    setSaving(true);
    try {
      const saved = address
        ? await api.put<CheckoutAddress>(`member/address/${address.address_id}`, body, { showError: false })
        : await api.post<CheckoutAddress>('member/address', body, { showError: false });
      onSaved({ ...body, ...saved });
    } catch (err) {
      const bag = ((err as ApiError).body as { data?: { errors?: Record<string, string[]> } } | undefined)?.data?.errors;
      const fieldErrors: Partial<Record<Field, string>> = {};
      for (const [k, msgs] of Object.entries(bag ?? {})) if (SERVER_FIELD[k] && msgs?.[0]) fieldErrors[SERVER_FIELD[k]] ??= msgs[0];
      setErrors(fieldErrors);
      setFormError((err as Error).message || '保存失败');
    } finally {
      setSaving(false);
    }
  };

  const row = (label: string, field: Field, control: ReactNode) => (
    <div className="co-field">
      <span className="co-field-label">{label}</span>
      <div className="co-field-body">
        {control}
        {errors[field] && <p className="co-field-error" role="alert">{errors[field]}</p>}
      </div>
    </div>
  );

  return (
    <Modal
      open={open} title={address ? '编辑收货地址' : '新增收货地址'} width={640} onClose={onClose}
      footer={<>
        <button type="button" className="ui-btn" onClick={onClose}>取消</button>
        <button type="button" className="ui-btn ui-btn-primary" disabled={saving} onClick={() => void save()}>保存地址</button>
      </>}
    >
      <form className="co-address-form" onSubmit={(e) => { e.preventDefault(); void save(); }}>
        {row('收货人', 'username', <input aria-label="收货人" value={username} maxLength={20} onChange={(e) => setUsername(e.target.value)} />)}
        {row('手机号码', 'telephone', <input aria-label="手机号码" value={telephone} maxLength={11} inputMode="numeric" onChange={(e) => setTelephone(e.target.value)} />)}
        {row('所在地区', 'region', <RegionSelect value={region} onChange={setRegion} invalid={!!errors.region} />)}
        {row('详细地址', 'adrdetail', <input aria-label="详细地址" className="co-wide" value={adrdetail} maxLength={100} onChange={(e) => setAdrdetail(e.target.value)} />)}
        <div className="co-field">
          <span className="co-field-label" />
          <label className="co-field-body"><input type="checkbox" checked={isDef} onChange={(e) => setIsDef(e.target.checked)} /> 设为默认地址</label>
        </div>
        {formError && <p className="co-form-error" role="alert">{formError}</p>}
        <button type="submit" hidden />
      </form>
    </Modal>
  );
}
