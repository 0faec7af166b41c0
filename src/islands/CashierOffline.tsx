/**
 * 线下转账 in the cashier: the shop's bank account (GET order/offline/backaccount), and the voucher form
 * (POST order/offline/upload/voucher: transfer serial number, remark, 1–5 pictures). A rejected voucher
 * (GET order/offline/get/voucher) shows why, and the form sends a new one.
 */
import { useEffect, useState } from 'react';
import { api } from '../lib/api';
import { formatFen } from '../lib/money';
import ImagePicker from './ui/ImagePicker';

interface BankAccount { id: number; bank_name: string; bank_account_name: string; bank_account_no: string; branch_name: string; is_default: string }
interface Voucher { check_status?: number; reject_reason?: string }

export default function CashierOffline({ orderId, totalFee, onSubmitted }: { orderId: string; totalFee: number; onSubmitted: () => void }) {
  const [accounts, setAccounts] = useState<BankAccount[]>([]);
  const [previous, setPrevious] = useState<Voucher>({});
  const [paySn, setPaySn] = useState('');
  const [remark, setRemark] = useState('');
  const [pics, setPics] = useState<string[]>([]);
  const [error, setError] = useState('');
  const [sending, setSending] = useState(false);

  useEffect(() => {
    api.get<{ list: BankAccount[] }>('order/offline/backaccount').then((r) => setAccounts(r.list ?? [])).catch(() => undefined);
    api.get<Voucher>('order/offline/get/voucher', { order_id: orderId }, { showError: false }).then(setPrevious).catch(() => undefined);
  }, [orderId]);

  const account = accounts[0];
  const submit = async () => {
    if (!account) return;
    if (!paySn.trim()) { setError('请填写转账流水号'); return; }
    if (!pics.length) { setError('请上传付款凭证'); return; }
    setError(''); setSending(true);
    try {
      await api.post(previous.check_status === 2 ? 'order/offline/update/voucher' : 'order/offline/upload/voucher', {
        order_id: orderId, bank_account_id: account.id, pay_fee: totalFee, pay_sn: paySn.trim(), transfer_remark: remark.trim(), voucher_pic: pics,
      }, { showError: false });
      onSubmitted();
    } catch (e) {
      setError((e as Error).message);
      setSending(false);
    }
  };

  if (!account) return <p className="co-muted">暂无收款账户</p>;
  return (
    <div className="cs-offline" aria-label="线下转账">
      <h3>请转账至以下账户</h3>
      <dl>
        <dt>开户银行</dt><dd>{account.bank_name}{account.branch_name ? ` ${account.branch_name}` : ''}</dd>
        <dt>户名</dt><dd>{account.bank_account_name}</dd>
        <dt>账号</dt><dd data-testid="bank-account-no">{account.bank_account_no}</dd>
        <dt>转账金额</dt><dd className="price">{formatFen(totalFee)}</dd>
      </dl>
      {previous.check_status === 2 && <p className="cs-error" role="alert">上次提交的付款凭证未通过审核：{previous.reject_reason}</p>}
      <div className="cs-offline-form">
        <label>转账流水号<input value={paySn} maxLength={64} onChange={(e) => setPaySn(e.target.value)} /></label>
        <label>备注<input value={remark} maxLength={200} placeholder="选填" onChange={(e) => setRemark(e.target.value)} /></label>
        <div><span className="co-muted">付款凭证（最多5张）</span><ImagePicker value={pics} onChange={setPics} max={5} label="上传付款凭证" /></div>
        {error && <p className="cs-error" role="alert">{error}</p>}
        <div><button type="button" className="btn btn-primary btn-lg" disabled={sending} onClick={() => void submit()}>{sending ? '正在提交…' : '提交付款凭证'}</button></div>
      </div>
    </div>
  );
}
