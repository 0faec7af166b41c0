/** 导入导出: upload goods (xlsx / csv / json) and see the row-by-row report; export goods and orders. */
import { useState } from 'react';
import { adm } from '../api';
import { toast } from '../../store/ui';

interface Report { total: number; imported: number; created: number; updated: number; rejected: { line: number; field: string; reason: string }[]; ms: number }

export function ImportExport() {
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<Report | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const upload = async () => {
    if (!file) { setError('请选择要导入的文件'); return; }
    setBusy(true); setError(''); setReport(null);
    try { const r = await adm.upload<Report>('import/goods', file); setReport(r); toast(`导入完成：${r.imported} 行成功`, 'success'); } catch (e) { setError((e as Error).message); } finally { setBusy(false); }
  };
  return (
    <section className="cs-screen" aria-labelledby="cs-title">
      <div className="cs-head"><h1 id="cs-title">导入导出</h1></div>
      <div className="cs-grid">
        <div className="cs-card"><h2>导入商品</h2>
          <p className="dz-muted">支持 .xlsx、.csv、.json。每行一个 SKU，同一商品编码（goods_bn）的行组成一个商品；按货号（item_bn）更新，重复导入不会产生重复商品。图片可填写 /media/ 路径或允许域名下的网址（多张用 | 分隔）。</p>
          <p><a href="/api/admin/import/template.csv" className="dz-btn dz-btn-sm">下载 CSV 模板</a></p>
          <label htmlFor="import-file" className="cs-label">选择文件</label>
          <input id="import-file" type="file" accept=".xlsx,.csv,.json" onChange={(e) => { setFile(e.target.files?.[0] ?? null); setError(''); }} />
          <div className="cs-form-actions"><button type="button" className="dz-btn dz-btn-primary" disabled={busy} onClick={() => void upload()}>{busy ? '导入中…' : '开始导入'}</button></div>
          {error ? <p className="dz-field-error" role="alert">{error}</p> : null}
          {report ? <div className="cs-report" aria-live="polite">
            <p>共 {report.total} 行：成功 <strong>{report.imported}</strong> 行（新增商品 {report.created}，更新 {report.updated}），拒绝 <strong>{report.rejected.length}</strong> 行，用时 {(report.ms / 1000).toFixed(1)} 秒。</p>
            {report.rejected.length ? <table className="dz-table" aria-label="被拒绝的行"><thead><tr><th>行号</th><th>字段</th><th>原因</th></tr></thead>
              <tbody>{report.rejected.map((r, i) => <tr key={i}><td>{r.line}</td><td>{r.field}</td><td>{r.reason}</td></tr>)}</tbody></table> : null}
          </div> : null}
        </div>
        <div className="cs-card"><h2>导出</h2>
          <p className="dz-muted">导出全部商品（每个 SKU 一行，格式与导入相同）或订单。</p>
          <div className="cs-export">
            <a className="dz-btn" href="/api/admin/export/goods.xlsx">导出商品（Excel）</a><a className="dz-btn" href="/api/admin/export/goods.csv">导出商品（CSV）</a>
            <a className="dz-btn" href="/api/admin/export/orders.xlsx">导出订单（Excel）</a><a className="dz-btn" href="/api/admin/export/orders.csv">导出订单（CSV）</a>
          </div>
        </div>
      </div>
    </section>
  );
}
