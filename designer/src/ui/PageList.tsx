/** 页面列表: home and custom pages; create a custom page; open one in the designer. */
import { useEffect, useState, type FormEvent } from 'react';
import { api, storefrontUrl, type TemplateRow } from '../api/client';
import { logoutNow } from '../store/session';
import { T } from '../strings';

export function PageList({ onOpen }: { onOpen(id: number): void }) {
  const [list, setList] = useState<TemplateRow[] | null>(null);
  const [error, setError] = useState('');
  const [title, setTitle] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    api.templates().then((d) => setList((d.list ?? []).filter((t) => t.page_type === 'index' || t.page_type === 'custom'))).catch((e: Error) => setError(e.message));
  }, []);

  const create = async (e: FormEvent) => {
    e.preventDefault();
    if (!title.trim()) { setError(T.pages.needTitle); return; }
    setBusy(true);
    try {
      const row = await api.createTemplate(title.trim());
      onOpen(row.theme_pc_template_id);
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="dz-pages">
      <header className="dz-toolbar">
        <div className="dz-brand"><span className="dz-logo" aria-hidden="true">椒</span>{T.appTitle}</div>
        <div className="dz-toolbar-group"><button type="button" className="dz-btn dz-btn-text" onClick={() => void logoutNow()}>{T.pages.logout}</button></div>
      </header>
      <section className="dz-pages-body">
        <div className="dz-pages-head">
          <h1>{T.pages.title}</h1>
          <form className="dz-create" onSubmit={create}>
            <label htmlFor="new-page-title" className="dz-sr">{T.pages.createPlaceholder}</label>
            <input id="new-page-title" className="dz-input" placeholder={T.pages.createPlaceholder} value={title} onChange={(e) => { setTitle(e.target.value); setError(''); }} />
            <button type="submit" className="dz-btn dz-btn-primary" disabled={busy}>{T.pages.create}</button>
          </form>
        </div>
        {error ? <p className="dz-field-error" role="alert">{error}</p> : null}
        <table className="dz-table">
          <thead><tr><th>{T.pages.cols.title}</th><th>{T.pages.cols.type}</th><th>{T.pages.cols.status}</th><th>{T.pages.cols.action}</th></tr></thead>
          <tbody>
            {list === null ? <tr><td colSpan={4} className="dz-empty">{T.pages.loading}</td></tr> : null}
            {list?.length === 0 ? <tr><td colSpan={4} className="dz-empty">{T.pages.empty}</td></tr> : null}
            {list?.map((t) => (
              <tr key={t.theme_pc_template_id}>
                <td>{t.template_title}</td>
                <td><span className={`dz-badge is-${t.page_type}`}>{T.pages.types[t.page_type] ?? t.page_type}</span></td>
                <td>{T.pages.status[Number(t.status)] ?? String(t.status)}</td>
                <td className="dz-actions">
                  <button type="button" className="dz-btn dz-btn-sm dz-btn-primary" aria-label={`${T.pages.open}${t.template_title}`} onClick={() => onOpen(t.theme_pc_template_id)}>{T.pages.open}</button>
                  <a className="dz-btn dz-btn-sm" href={storefrontUrl(t)} target="_blank" rel="noopener noreferrer">{T.viewShop}</a>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}
