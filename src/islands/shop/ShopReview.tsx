/** /shop/review (审核进度): the application's audit status (GET merchant/settlementapply/auditstatus) and what to do next. */
import { useEffect, useState } from 'react';
import { api } from '../../lib/api';
import { formatDateTime } from '../../lib/date';
import MerchantHeader from './MerchantHeader';
import { hasStoreToken } from './merchant-session';

interface Audit { audit_status: string; audit_status_label: string; audit_memo: string; submitted_at: number | null; audited_at: number | null; distributor_id: number | null }

export default function ShopReview() {
  const [audit, setAudit] = useState<Audit | null>(null);
  useEffect(() => {
    if (!hasStoreToken()) { location.replace('/shop'); return; }
    api.get<Audit>('merchant/settlementapply/auditstatus').then(setAudit).catch(() => undefined);
  }, []);

  return (
    <>
      <MerchantHeader />
      <div className="container mx-page">
        <section className="mx-review" aria-label="审核进度">
          <h1 className="mem-title">入驻审核进度</h1>
          {!audit ? <p className="mem-empty">加载中…</p> : (
            <>
              <p className={`mx-status mx-status-${audit.audit_status}`} role="status">{audit.audit_status_label}</p>
              {audit.submitted_at && <p className="mem-muted">提交时间：{formatDateTime(audit.submitted_at)}</p>}
              {audit.audited_at && <p className="mem-muted">审核时间：{formatDateTime(audit.audited_at)}</p>}
              {audit.audit_status === 'editing' && <p>入驻资料尚未提交。<a className="btn btn-primary" href="/shop/settleForm">继续填写</a></p>}
              {audit.audit_status === 'pending' && <p>平台将在1-3个工作日内完成审核，请耐心等待。</p>}
              {audit.audit_status === 'rejected' && (
                <>
                  <p className="form-error">驳回原因：{audit.audit_memo}</p>
                  <p><a className="btn btn-primary" href="/shop/settleForm">修改后重新提交</a></p>
                </>
              )}
              {audit.audit_status === 'approved' && audit.distributor_id && (
                <p>恭喜，您的店铺已开通。<a className="btn btn-primary" href={`/shops/info?distributor_id=${audit.distributor_id}`}>查看我的店铺</a></p>
              )}
            </>
          )}
        </section>
      </div>
    </>
  );
}
