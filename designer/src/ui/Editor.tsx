/** The designer screen: toolbar, palette, canvas, property panel; save, publish and exit. */
import { useEffect, useState } from 'react';
import { DndProvider } from 'react-dnd';
import { HTML5Backend } from 'react-dnd-html5-backend';
import { useStore } from '@nanostores/react';
import { api, type PublishResult, type TemplateRow } from '../api/client';
import { pageSource, type EditorSource } from '../doc/source';
import { Canvas } from '../canvas/Canvas';
import { Palette } from '../palette/Palette';
import { PropertyPanel } from '../panels/PropertyPanel';
import { $dirty, $history, closeDocument, loadDocument, markSaved, unsavedChrome } from '../store/designer';
import { onDesignerKey } from './keyboard';
import { $template, $view, setPageParam } from '../store/session';
import { confirmDialog, toast } from '../store/ui';
import { T } from '../strings';
import { Modal } from './Modal';
import { PreviewModal } from './PreviewModal';
import { Toolbar } from './Toolbar';
import { VersionsModal } from './VersionsModal';

/** 页头、页尾也已一并发布 when the publish took the shared parts along. */
export function chromeNote(slots: string[] | undefined): string {
  const parts = [slots?.includes('header') ? '页头' : '', slots?.includes('footer') ? '页尾' : ''].filter(Boolean);
  return parts.length ? `${parts.join('、')}有未发布的修改，已一并发布（所有页面都会更新）` : '';
}

export function Editor({ id }: { id: number }) {
  return <DocumentEditor source={pageSource(id)} />;
}

/** The editing screen for any source: a page, or the shared header/footer in their own view. */
export function DocumentEditor({ source }: { source: EditorSource }) {
  const id = source.pageId;
  const tpl = useStore($template);
  const [loadError, setLoadError] = useState('');
  const [busy, setBusy] = useState('');
  const [published, setPublished] = useState<{ result: PublishResult; tpl: TemplateRow } | null>(null);
  const [versionsOpen, setVersionsOpen] = useState(false);

  const reload = () => source.load().then((d) => {
    $template.set(d.template);
    loadDocument(d.widgets);
  });

  useEffect(() => {
    let live = true;
    source.load().then((d) => {
      if (!live) return;
      $template.set(d.template);
      loadDocument(d.widgets);
      if (id !== null) setPageParam(id);
    }).catch((e: Error) => live && setLoadError(e.message));
    return () => { live = false; closeDocument(); };
  }, [source.key]);

  const discard = async () => {
    if (id === null || !(await confirmDialog(T.lifecycle.discardConfirm))) return;
    try {
      await api.discardDraft(id);
      await reload();
      toast(T.lifecycle.discarded, 'success');
    } catch (e) {
      toast((e as Error).message, 'error');
    }
  };

  useEffect(() => {
    const onKey = onDesignerKey;
    const onLeave = (e: BeforeUnloadEvent) => { if ($dirty.get()) e.preventDefault(); };
    window.addEventListener('keydown', onKey);
    window.addEventListener('beforeunload', onLeave);
    return () => { window.removeEventListener('keydown', onKey); window.removeEventListener('beforeunload', onLeave); };
  }, []);

  const save = async (quiet = false): Promise<boolean> => {
    setBusy(T.saving);
    try {
      const widgets = $history.get().present.widgets;
      await source.save(widgets, unsavedChrome());
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
      const result = await source.publish();
      setPublished({ result, tpl: $template.get() ?? { theme_pc_template_id: id ?? 0, page_type: 'custom', template_title: '', status: 1 } });
      const tpl = $template.get();
      if (tpl) $template.set({ ...tpl, is_published: true });
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
        <Toolbar busy={busy} onSave={() => save()} onPublish={publish} onExit={exit} onVersions={id !== null ? () => setVersionsOpen(true) : undefined} onDiscard={id !== null ? discard : undefined} />
        <div className="dz-workspace">
          <Palette />
          {tpl ? <Canvas /> : <main className="dz-canvas-scroll"><p className="dz-empty">{T.pages.loading}</p></main>}
          <PropertyPanel />
        </div>
      </div>
      <PreviewModal />
      {versionsOpen && id !== null ? <VersionsModal id={id} onClose={() => setVersionsOpen(false)} onRolledBack={async () => { await reload(); setVersionsOpen(false); }} /> : null}
      {published ? (
        <Modal title="发布" width={460} onClose={() => setPublished(null)}
          footer={<button type="button" className="dz-btn dz-btn-primary" onClick={() => setPublished(null)}>{T.confirm.ok}</button>}>
          <p className="dz-published" role="status">{T.published(published.result.pages?.length ?? 0, published.result.ms ?? 0)}</p>
          {chromeNote(published.result.slots) ? <p className="dz-hint" role="note">{chromeNote(published.result.slots)}</p> : null}
          <p><a className="dz-shop-link" href={source.shopUrl(published.tpl)} target="_blank" rel="noopener noreferrer">{T.viewShop}</a></p>
        </Modal>
      ) : null}
    </DndProvider>
  );
}
