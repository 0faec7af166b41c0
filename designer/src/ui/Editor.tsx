/** The designer screen: toolbar, palette, canvas, property panel; save, publish and exit. */
import { useEffect, useState } from 'react';
import { DndProvider } from 'react-dnd';
import { HTML5Backend } from 'react-dnd-html5-backend';
import { useStore } from '@nanostores/react';
import { api, storefrontUrl, type PublishResult, type TemplateRow } from '../api/client';
import { Canvas } from '../canvas/Canvas';
import { Palette } from '../palette/Palette';
import { PropertyPanel } from '../panels/PropertyPanel';
import { $dirty, $history, closeDocument, loadDocument, markSaved, redo, undo } from '../store/designer';
import { $template, $view, setPageParam } from '../store/session';
import { confirmDialog, toast } from '../store/ui';
import { T } from '../strings';
import { Modal } from './Modal';
import { PreviewModal } from './PreviewModal';
import { Toolbar } from './Toolbar';

function isTyping(e: KeyboardEvent) {
  const el = e.target as HTMLElement | null;
  return !!el && (el.tagName === 'INPUT' || el.tagName === 'TEXTAREA' || el.tagName === 'SELECT' || el.isContentEditable);
}

export function Editor({ id }: { id: number }) {
  const tpl = useStore($template);
  const [loadError, setLoadError] = useState('');
  const [busy, setBusy] = useState('');
  const [published, setPublished] = useState<{ result: PublishResult; tpl: TemplateRow } | null>(null);

  useEffect(() => {
    let live = true;
    api.template(id).then((d) => {
      if (!live) return;
      $template.set(d.template);
      loadDocument(d.widgets ?? []);
      setPageParam(id);
    }).catch((e: Error) => live && setLoadError(e.message));
    return () => { live = false; closeDocument(); };
  }, [id]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!(e.ctrlKey || e.metaKey) || isTyping(e)) return;
      const k = e.key.toLowerCase();
      if (k === 'z' && !e.shiftKey) { e.preventDefault(); undo(); }
      else if (k === 'y' || (k === 'z' && e.shiftKey)) { e.preventDefault(); redo(); }
    };
    const onLeave = (e: BeforeUnloadEvent) => { if ($dirty.get()) e.preventDefault(); };
    window.addEventListener('keydown', onKey);
    window.addEventListener('beforeunload', onLeave);
    return () => { window.removeEventListener('keydown', onKey); window.removeEventListener('beforeunload', onLeave); };
  }, []);

  const save = async (quiet = false): Promise<boolean> => {
    setBusy(T.saving);
    try {
      const widgets = $history.get().present.widgets;
      await api.saveDraft(id, widgets);
      markSaved();
      if (!quiet) toast(T.saved, 'success');
      return true;
    } catch (e) {
      toast((e as Error).message, 'error');
      return false;
    } finally {
      setBusy('');
    }
  };

  const publish = async () => {
    if (!(await save(true))) return;
    setBusy(T.publishing);
    try {
      const result = await api.publish(id);
      setPublished({ result, tpl: $template.get() ?? { theme_pc_template_id: id, page_type: 'custom', template_title: '', status: 1 } });
    } catch (e) {
      toast((e as Error).message, 'error');
    } finally {
      setBusy('');
    }
  };

  const exit = async () => {
    if ($dirty.get() && !(await confirmDialog(T.unsavedExit))) return;
    setPageParam(null);
    $template.set(null);
    $view.set('pages');
  };

  if (loadError) {
    return (
      <div className="dz-center">
        <p className="dz-field-error" role="alert">{loadError}</p>
        <button type="button" className="dz-btn" onClick={() => { setPageParam(null); $view.set('pages'); }}>{T.toolbar.exit}</button>
      </div>
    );
  }

  return (
    <DndProvider backend={HTML5Backend}>
      <div className="dz-editor">
        <Toolbar busy={busy} onSave={() => save()} onPublish={publish} onExit={exit} />
        <div className="dz-workspace">
          <Palette />
          {tpl ? <Canvas /> : <main className="dz-canvas-scroll"><p className="dz-empty">{T.pages.loading}</p></main>}
          <PropertyPanel />
        </div>
      </div>
      <PreviewModal />
      {published ? (
        <Modal title="发布" width={460} onClose={() => setPublished(null)}
          footer={<button type="button" className="dz-btn dz-btn-primary" onClick={() => setPublished(null)}>{T.confirm.ok}</button>}>
          <p className="dz-published" role="status">{T.published(published.result.pages?.length ?? 0, published.result.ms ?? 0)}</p>
          <p><a className="dz-shop-link" href={storefrontUrl(published.tpl)} target="_blank" rel="noopener noreferrer">{T.viewShop}</a></p>
        </Modal>
      ) : null}
    </DndProvider>
  );
}
