/** Top toolbar: 撤销 重做 页面 | 预览 保存 发布 退出. */
import { useStore } from '@nanostores/react';
import { canRedo, canUndo, redoLabel, undoLabel } from '../history/history';
import { $dirty, $history, redo, selectPage, undo } from '../store/designer';
import { $template } from '../store/session';
import { $previewOpen, $propertyTab } from '../store/ui';
import { T } from '../strings';

export function Toolbar({ busy, onSave, onPublish, onExit }: { busy: string; onSave(): void; onPublish(): void; onExit(): void }) {
  const h = useStore($history);
  const dirty = useStore($dirty);
  const tpl = useStore($template);
  return (
    <header className="dz-toolbar">
      <div className="dz-brand"><span className="dz-logo" aria-hidden="true">椒</span>{T.appTitle}</div>
      <div className="dz-toolbar-group">
        <button type="button" className="dz-tbtn" disabled={!canUndo(h)} title={canUndo(h) ? `撤销：${undoLabel(h)}` : undefined} onClick={undo}>↶ {T.toolbar.undo}</button>
        <button type="button" className="dz-tbtn" disabled={!canRedo(h)} title={canRedo(h) ? `重做：${redoLabel(h)}` : undefined} onClick={redo}>↷ {T.toolbar.redo}</button>
        <button type="button" className="dz-tbtn" onClick={() => { $propertyTab.set('props'); selectPage(); }}>▣ {T.toolbar.page}</button>
      </div>
      <div className="dz-page-title">{tpl?.template_title}{dirty ? <span className="dz-dirty">未保存</span> : null}</div>
      <div className="dz-toolbar-group">
        {busy ? <span className="dz-muted">{busy}</span> : null}
        <button type="button" className="dz-btn" onClick={() => $previewOpen.set(true)}>{T.toolbar.preview}</button>
        <button type="button" className="dz-btn" disabled={!!busy} onClick={onSave}>{T.toolbar.save}</button>
        <button type="button" className="dz-btn dz-btn-primary" disabled={!!busy} onClick={onPublish}>{T.toolbar.publish}</button>
        <button type="button" className="dz-btn dz-btn-text" onClick={onExit}>{T.toolbar.exit}</button>
      </div>
    </header>
  );
}
