/** Top toolbar: 撤销 重做 页面 | zoom (缩小 % 放大 适应) | 版本 放弃草稿 预览 保存 发布 退出. */
import { useStore } from '@nanostores/react';
import { $dirty, $redoStep, $undoStep, redo, selectPage, undo } from '../store/designer';
import { $template } from '../store/session';
import { $previewOpen, $propertyTab, $zoom, fitZoom, stepZoom } from '../store/ui';
import { T } from '../strings';
import { Icon } from './icons';

export function Toolbar({ busy, onSave, onPublish, onExit, onVersions, onDiscard, onSchedule }: {
  busy: string; onSave(): void; onPublish(): void; onExit(): void;
  /** Pages only (the shared header/footer have no versions screen). */
  onVersions?(): void; onDiscard?(): void; onSchedule?(): void;
}) {
  // The steps' labels, not the history: a keystroke that only extends the last step re-renders no toolbar.
  const undoStep = useStore($undoStep);
  const redoStep = useStore($redoStep);
  const dirty = useStore($dirty);
  const tpl = useStore($template);
  const zoom = useStore($zoom);
  return (
    <header className="dz-toolbar">
      <div className="dz-brand"><span className="dz-logo" aria-hidden="true">椒</span>{T.appTitle}</div>
      <div className="dz-toolbar-group">
        <button type="button" className="dz-tbtn" disabled={undoStep === null} title={undoStep === null ? undefined : `撤销：${undoStep}`} onClick={undo}><Icon name="undo" /> {T.toolbar.undo}</button>
        <button type="button" className="dz-tbtn" disabled={redoStep === null} title={redoStep === null ? undefined : `重做：${redoStep}`} onClick={redo}><Icon name="redo" /> {T.toolbar.redo}</button>
        <button type="button" className="dz-tbtn" onClick={() => { $propertyTab.set('props'); selectPage(); }}><Icon name="page" /> {T.toolbar.page}</button>
      </div>
      <div className="dz-toolbar-group dz-zoom" role="group" aria-label="缩放">
        <button type="button" className="dz-tbtn" aria-label="缩小" onClick={() => stepZoom(-1)}><Icon name="zoomOut" /></button>
        <span className="dz-zoom-value" title="缩放比例">{Math.round(zoom * 100)}%</span>
        <button type="button" className="dz-tbtn" aria-label="放大" onClick={() => stepZoom(1)}><Icon name="zoomIn" /></button>
        <button type="button" className="dz-tbtn" onClick={fitZoom}><Icon name="fit" /> 适应屏幕</button>
      </div>
      <div className="dz-page-title">{tpl?.template_title}{tpl && tpl.is_published === false ? <span className="dz-dirty">{T.lifecycle.unpublished}</span> : null}{dirty ? <span className="dz-dirty">未保存</span> : null}</div>
      <div className="dz-toolbar-group">
        {busy ? <span className="dz-muted" role="status">{busy}</span> : null}
        {onVersions ? <button type="button" className="dz-btn" onClick={onVersions}><Icon name="history" /> {T.lifecycle.versions}</button> : null}
        {onDiscard ? <button type="button" className="dz-btn" disabled={!!busy} onClick={onDiscard}>{T.lifecycle.discard}</button> : null}
        <button type="button" className="dz-btn" onClick={() => $previewOpen.set(true)}>{T.toolbar.preview}</button>
        <button type="button" className="dz-btn" disabled={!!busy} onClick={onSave}>{T.toolbar.save}</button>
        {onSchedule ? <button type="button" className="dz-btn" disabled={!!busy} onClick={onSchedule}>定时发布</button> : null}
        <button type="button" className="dz-btn dz-btn-primary" disabled={!!busy} onClick={onPublish}>{T.toolbar.publish}</button>
        <button type="button" className="dz-btn dz-btn-text" onClick={onExit}>{T.toolbar.exit}</button>
      </div>
    </header>
  );
}
