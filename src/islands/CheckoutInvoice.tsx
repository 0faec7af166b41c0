/**
 * Invoice choice: 不开发票 / 个人 / 单位 (unit needs a company name and a valid tax id), or one of the
 * member's saved titles (GET member/invoicelist, kept in /member/invoiceList) that fills the fields.
 */
import { useEffect, useState } from 'react';
import { api } from '../lib/api';
import { invoiceError, type InvoiceChoice } from '../lib/checkout';
import type { SavedInvoice } from './member/invoice-types';

interface Props { value: InvoiceChoice; onChange: (v: InvoiceChoice) => void; showErrors: boolean }

const KINDS: [InvoiceChoice['kind'], string][] = [['none', '不开发票'], ['individual', '个人'], ['unit', '单位']];

export default function CheckoutInvoice({ value, onChange, showErrors }: Props) {
  const [touched, setTouched] = useState(false);
  const [saved, setSaved] = useState<SavedInvoice[]>([]);
  useEffect(() => {
    api.get<{ list: SavedInvoice[] }>('member/invoicelist', {}, { showError: false }).then((r) => setSaved(r.list ?? [])).catch(() => setSaved([]));
  }, []);
  const error = showErrors || touched ? invoiceError(value) : '';
  const set = (patch: Partial<InvoiceChoice>) => onChange({ ...value, ...patch });
  const pickSaved = (id: string) => {
    const inv = saved.find((s) => String(s.invoices_id) === id);
    if (inv) onChange({ kind: inv.title, title: inv.content, taxId: inv.registration_number });
  };
  return (
    <section className="co-section" aria-labelledby="co-invoice-h">
      <div className="co-section-head"><h2 id="co-invoice-h">发票信息</h2><a href="/member/invoiceList" target="_blank" rel="noopener">管理发票抬头</a></div>
      {saved.length > 0 && (
        <div className="co-field"><span className="co-field-label">常用抬头</span>
          <div className="co-field-body">
            <select aria-label="常用发票抬头" value={saved.find((s) => s.title === value.kind && s.content === value.title)?.invoices_id ?? ''} onChange={(e) => pickSaved(e.target.value)}>
              <option value="">选择已保存的发票抬头</option>
              {saved.map((s) => <option key={s.invoices_id} value={s.invoices_id}>{s.content}{s.is_def ? '（默认）' : ''}</option>)}
            </select>
          </div>
        </div>
      )}
      <div className="co-radios" role="radiogroup" aria-label="发票类型">
        {KINDS.map(([kind, text]) => (
          <label key={kind} className="co-radio"><input type="radio" name="invoice-kind" checked={value.kind === kind} onChange={() => set({ kind })} /> {text}</label>
        ))}
      </div>
      {value.kind === 'individual' && (
        <div className="co-field"><span className="co-field-label">发票抬头</span>
          <div className="co-field-body"><input aria-label="发票抬头" placeholder="个人" value={value.title} maxLength={50} onChange={(e) => set({ title: e.target.value })} /></div>
        </div>
      )}
      {value.kind === 'unit' && (
        <>
          <div className="co-field"><span className="co-field-label">单位名称</span>
            <div className="co-field-body"><input aria-label="单位名称" className="co-wide" value={value.title} maxLength={100} onChange={(e) => set({ title: e.target.value })} /></div>
          </div>
          <div className="co-field"><span className="co-field-label">纳税人识别号</span>
            <div className="co-field-body">
              <input aria-label="纳税人识别号" value={value.taxId} maxLength={20} onBlur={() => setTouched(true)} onChange={(e) => set({ taxId: e.target.value.toUpperCase() })} />
              {error && <p className="co-field-error" role="alert">{error}</p>}
            </div>
          </div>
        </>
      )}
    </section>
  );
}
