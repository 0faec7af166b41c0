/** 页面列表: home and custom pages; create a custom page; open one in the designer. */
import { useEffect, useState, type FormEvent } from 'react';
import { api, storefrontUrl, type TemplateRow } from '../api/client';
import { logoutNow, openChrome } from '../store/session';
import { CHROME_TITLES } from '../doc/source';
import { confirmDialog, toast } from '../store/ui';
import { Modal } from './Modal';
import { T } from '../strings';

export function PageList({ onOpen }: { onOpen(id: number): void }) {
  const [list, setList] = useState<TemplateRow[] | null>(null);
  const [error, setError] = useState('');
  const [title, setTitle] = useState('');
  const [busy, setBusy] = useState(false);
  const [renaming, setRenaming] = useState<{ id: number; title: string } | null>(null);

  const load = () => api.templates().then((d) => setList((d.list ?? []).filter((t) => t.page_type === 'index' || t.page_type === 'custom'))).catch((e: Error) => setError(e.message));
  useEffect(() => { load(); }, []);

  const run = async (fn: () => Promise<unknown>, done: string): Promise<boolean> => {
    try { await fn(); toast(done, 'success'); await load(); return true; } catch (e) { toast((e as Error).message, 'error'); return false; }
  };
  const rename = (t: TemplateRow) => setRenaming({ id: t.theme_pc_template_id, title: t.template_title });
  const toggle = (t: TemplateRow) => run(() => api.updateTemplate(t.theme_pc_template_id, { status: t.status === 1 ? 2 : 1 }), t.status === 1 ? T.lifecycle.disabled : T.lifecycle.enabled);
  const remove = async (t: TemplateRow) => {
    if (!(await confirmDialog(T.lifecycle.removeConfirm(t.template_title)))) return;
    await run(() => api.deleteTemplate(t.theme_pc_template_id), T.lifecycle.removed);
  };
  const status = (t: TemplateRow) => (t.status !== 1 ? T.pages.status[2] : t.is_published === false ? T.lifecycle.unpublished : T.pages.status[1]);

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
        <div className="dz-toolbar-group"><a className="dz-btn dz-btn-text" href="#/admin/goods">运营后台</a><button type="button" className="dz-btn dz-btn-text" onClick={() => void logoutNow()}>{T.pages.logout}</button></div>
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
        <section className="dz-chrome-entry" aria-labelledby="chrome-title">
          <h2 id="chrome-title">页头与页尾</h2>
          <p className="dz-hint">所有页面共用；在这里单独装修和发布，发布后全部页面更新。</p>
          {(['header', 'footer'] as const).map((slot) => (
            <button key={slot} type="button" className="dz-btn dz-btn-sm" aria-label={`装修${CHROME_TITLES[slot]}`} onClick={() => openChrome(slot)}>{slot === 'header' ? '装修页头' : '装修页尾'}</button>
          ))}
        </section>
        <table className="dz-table">
          <thead><tr><th>{T.pages.cols.title}</th><th>{T.pages.cols.type}</th><th>{T.pages.cols.status}</th><th>{T.pages.cols.action}</th></tr></thead>
          <tbody>
            {list === null ? <tr><td colSpan={4} className="dz-empty">{T.pages.loading}</td></tr> : null}
            {list?.length === 0 ? <tr><td colSpan={4} className="dz-empty">{T.pages.empty}</td></tr> : null}
            {list?.map((t) => (
              <tr key={t.theme_pc_template_id}>
                <td>{t.template_title}</td>
                <td><span className={`dz-badge is-${t.page_type}`}>{T.pages.types[t.page_type] ?? t.page_type}</span></td>
                <td>{status(t)}</td>
                <td className="dz-actions">
                  <button type="button" className="dz-btn dz-btn-sm dz-btn-primary" aria-label={`${T.pages.open}${t.template_title}`} onClick={() => onOpen(t.theme_pc_template_id)}>{T.pages.open}</button>
                  {t.status === 1 && t.is_published !== false ? <a className="dz-btn dz-btn-sm" href={storefrontUrl(t)} target="_blank" rel="noopener noreferrer" aria-label={`${T.viewShop}：${t.template_title}`}>{T.viewShop}</a> : null}
                  <button type="button" className="dz-btn dz-btn-sm" aria-label={`${T.lifecycle.rename}${t.template_title}`} onClick={() => rename(t)}>{T.lifecycle.rename}</button>
                  {t.page_type !== 'index' ? <>
                    <button type="button" className="dz-btn dz-btn-sm" aria-label={`${t.status === 1 ? T.lifecycle.disable : T.lifecycle.enable}${t.template_title}`} onClick={() => toggle(t)}>{t.status === 1 ? T.lifecycle.disable : T.lifecycle.enable}</button>
                    <button type="button" className="dz-btn dz-btn-sm dz-btn-danger" aria-label={`${T.lifecycle.remove}${t.template_title}`} onClick={() => remove(t)}>{T.lifecycle.remove}</button>
                  </> : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      {renaming ? (
        <Modal title={T.lifecycle.rename} width={420} onClose={() => setRenaming(null)}
          footer={<>
            <button type="button" className="dz-btn" onClick={() => setRenaming(null)}>{T.confirm.cancel}</button>
            <button type="submit" form="rename-form" className="dz-btn dz-btn-primary">{T.confirm.ok}</button>
          </>}>
          <form id="rename-form" onSubmit={(e) => { e.preventDefault(); const r = renaming; run(() => api.updateTemplate(r.id, { template_title: r.title }), T.lifecycle.renamed).then((ok) => ok && setRenaming(null)); }}>
            <label htmlFor="rename-title" className="dz-field-label">{T.lifecycle.renamePrompt}</label>
            <input id="rename-title" className="dz-input" autoFocus maxLength={100} value={renaming.title} onChange={(e) => setRenaming({ ...renaming, title: e.target.value })} />
          </form>
        </Modal>
      ) : null}
    </div>
  );
}
