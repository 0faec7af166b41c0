/** The designer screen: toolbar, palette, canvas, property panel; save, publish and exit. */
import { useEffect, useState } from 'react';
import { DndProvider } from 'react-dnd';
import { HTML5Backend } from 'react-dnd-html5-backend';
import { useStore } from '@nanostores/react';
import { ApiError, type PublishResult, type TemplateRow } from '../api/client';
import { pageSource, type EditorSource, type Loaded } from '../doc/source';
import { mergeMineOnTheirs } from '../doc/merge';
import { Canvas } from '../canvas/Canvas';
import { Palette } from '../palette/Palette';
import { PropertyPanel } from '../panels/PropertyPanel';
import { $dirty, $editKind, $history, $lockedChrome, $savedWidgets, $version, adoptMerged, closeDocument, loadDocument, markSaved, prepareWidgets } from '../store/designer';
import { usePresence } from './usePresence';
import { prepareTextMeasure } from '../doc/textSize';
import { onDesignerKey } from './keyboard';
import { $template, $view, setPageParam } from '../store/session';
import { confirmDialog, toast } from '../store/ui';
import { T } from '../strings';
import { Modal } from './Modal';
import { PreviewModal } from './PreviewModal';
import { Toolbar } from './Toolbar';
import { VersionsModal } from './VersionsModal';
import { ScheduleModal } from './ScheduleModal';

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
  const [conflict, setConflict] = useState(false);
  const [scheduleOpen, setScheduleOpen] = useState(false);

  const show = (d: Loaded) => {
    $template.set(d.template);
    $editKind.set(source.kind);
    loadDocument(d.widgets, d.version, d.chrome);
  };
  const reload = () => source.load().then(show);

  // The text widget's measuring made ready while the browser is idle, not in the first keystroke typed.
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((fn: () => void) => window.setTimeout(fn, 200));
    idle(() => prepareTextMeasure());
  }, []);

  useEffect(() => {
    let live = true;
    source.load().then((d) => {
      if (!live) return;
      show(d);
      if (id !== null) setPageParam(id);
    }).catch((e: Error) => live && setLoadError(e.message));
    return () => { live = false; closeDocument(); };
  }, [source.key]);

  /** Another operator saved since this one loaded: load theirs (dropping mine), or keep mine on top of theirs. */
  const resolve = async (how: 'theirs' | 'merge') => {
    setBusy(T.pages.loading);
    try {
      const theirs = await source.load();
      if (how === 'theirs') {
        show(theirs);
        toast(T.team.reloaded, 'success');
      } else {
        const prepared = prepareWidgets(theirs.widgets);
        const merged = mergeMineOnTheirs($savedWidgets.get() ?? [], $history.get().present.widgets, prepared);
        adoptMerged(merged.widgets, prepared, theirs.version);
        loadChrome(theirs);
        toast(T.team.merged(merged.taken.length, merged.overridden.length), 'success');
      }
      setConflict(false);
    } catch (e) {
      toast((e as Error).message, 'error');
    } finally {
      setBusy('');
    }
  };
  const loadChrome = (d: Loaded) => {
    if (!d.chrome) return;
    const strip = (list: typeof d.widgets) => prepareWidgets(list).filter((w) => w.type !== 'W0000');
    $lockedChrome.set({ header: strip(d.chrome.header), footer: strip(d.chrome.footer) });
  };

  const discard = async () => {
    if (!(await confirmDialog(T.lifecycle.discardConfirm))) return;
    try {
      await source.discard();
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
      const next = await source.save(widgets, $version.get());
      markSaved(next);
      if (!quiet) toast(T.saved, 'success');
      return true;
    } catch (e) {
      if (e instanceof ApiError && e.status === 409) setConflict(true);
      else toast((e as Error).message, 'error');
      return false;
    } finally {
      setBusy('');
    }
  };

  const publish = async () => {
    if (!(await save(true))) return;
    setBusy(T.publishing);
    try {
      const result = await source.publish($version.get());
      setPublished({ result, tpl: $template.get() ?? { theme_pc_template_id: id ?? 0, page_type: 'custom', template_title: '', status: 1 } });
      const tpl = $template.get();
      if (tpl) $template.set({ ...tpl, is_published: true });
    } catch (e) {
      if (e instanceof ApiError && e.status === 409) setConflict(true);
      else toast((e as Error).message, 'error');
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
        <Toolbar busy={busy} onSave={() => save()} onPublish={publish} onExit={exit} onVersions={() => setVersionsOpen(true)} onDiscard={discard} onSchedule={() => setScheduleOpen(true)} />
        <TeamBar base={tpl ? source.base : null} />
        <div className="dz-workspace">
          <Palette />
          {tpl ? <Canvas /> : <main className="dz-canvas-scroll"><p className="dz-empty">{T.pages.loading}</p></main>}
          <PropertyPanel />
        </div>
      </div>
      <PreviewModal />
      {conflict ? (
        <Modal title={T.team.conflictTitle} width={640} onClose={() => setConflict(false)}
          footer={<>
            <button type="button" className="dz-btn" disabled={!!busy} onClick={() => resolve('theirs')}>{T.team.reloadTheirs}</button>
            <button type="button" className="dz-btn dz-btn-primary" disabled={!!busy} onClick={() => resolve('merge')}>{T.team.keepMine}</button>
          </>}>
          <p role="alert">{T.team.conflictBody}</p>
          <ul className="dz-hint">
            <li>载入他们的版本：你未保存的修改会被丢弃。</li>
            <li>保留我的修改：两人改了不同的挂件时两边都保留；同一个挂件两人都改过时保留你的版本。合并后请检查再保存。</li>
          </ul>
        </Modal>
      ) : null}
      {scheduleOpen ? <ScheduleModal base={source.base} slot={id !== null ? `page:${id}` : source.kind} onClose={() => setScheduleOpen(false)} beforeSchedule={() => save(true)} /> : null}
      {versionsOpen ? <VersionsModal source={source} onClose={() => setVersionsOpen(false)} onRolledBack={async () => { await reload(); setVersionsOpen(false); }} /> : null}
      {published ? (
        <Modal title="发布" width={460} onClose={() => setPublished(null)}
          footer={<button type="button" className="dz-btn dz-btn-primary" onClick={() => setPublished(null)}>{T.confirm.ok}</button>}>
          <p className="dz-published" role="status">{T.published(published.result.pages?.length ?? 0, published.result.ms ?? 0)}</p>
          <p><a className="dz-shop-link" href={source.shopUrl(published.tpl)} target="_blank" rel="noopener noreferrer">{T.viewShop}</a></p>
        </Modal>
      ) : null}
    </DndProvider>
  );
}

/**
 * 页面正在被 X 编辑, and a warning when someone saved a version newer than the one being edited. The presence
 * beat (every 15 s) and saves re-render this bar alone: held in the editor, each one re-rendered the whole
 * screen (canvas, palette, property panel), a task that could land in the middle of an operator's typing.
 */
function TeamBar({ base }: { base: string | null }) {
  const presence = usePresence(base);
  const version = useStore($version);
  if (!presence) return null;
  const others = presence.editors.filter((e) => !e.same_operator).map((e) => e.operator_name);
  const names = [...new Set(others)];
  const self = presence.editors.some((e) => e.same_operator);
  const newer = presence.version > version;
  if (!names.length && !self && !newer) return null;
  return (
    <div className="dz-teambar" role="status">
      {names.length ? <span className="dz-team-editing">{T.team.editing(names)}</span> : null}
      {!names.length && self ? <span>{T.team.editingSelf}</span> : null}
      {newer ? <span className="dz-team-newer">{T.team.savedByOther(presence.saved_by)}</span> : null}
    </div>
  );
}
