/** Centre canvas: the page at 1190px in design mode; dropping below the last widget appends. */
import { useDrop } from 'react-dnd';
import { useStore } from '@nanostores/react';
import type { RenderContext } from '../../../src/widgets/types';
import { act } from '../actions';
import { indexBefore } from '../actions/moveWidget';
import { newWidget } from '../store/samples';
import { PAGE_TYPE, pageNode } from '../doc/state';
import { $doc, $lockedChrome, dispatch, selectPage } from '../store/designer';
import { LockedChrome } from './LockedChrome';
import { useCanvasDoc } from './useCanvasDoc';
import { $zoom, fitZoom } from '../store/ui';
import { startTransition, useCallback, useEffect, useMemo, useState } from 'react';
import { insertIndex } from '../actions/insertIndex';
import { T } from '../strings';
import { CanvasItem } from './CanvasItem';
import { VIRTUALISE_OVER, drawnAtOnce } from './nearViewport';
import { insertCombination } from '../store/combinations';
import { DND, type CombinationItem, type PaletteItem, type WidgetItem } from './dnd';
import { pickedWidgets, selectionOf } from '../doc/selection';

export function pageContext(doc: ReturnType<typeof $doc.get>, mode: RenderContext['mode']): RenderContext {
  const page = pageNode(doc);
  return { mode, page: { themeColor: String(page?.themeColor ?? '#479EE9'), backgroundColor: String(page?.backgroundColor ?? '#ffffff') } };
}

export function Canvas() {
  const doc = useCanvasDoc();
  const chrome = useStore($lockedChrome);
  const zoom = useStore($zoom);
  const page = pageNode(doc);
  // One context object while the page settings stay the same, so memoised widgets don't re-render.
  const ctx = useMemo(() => pageContext(doc, 'design'), [page?.themeColor, page?.backgroundColor]);
  // Screens narrower than the page start fitted; the toolbar changes it. Measured when the browser lays the
  // canvas out anyway (a resize observation), not by forcing a layout of every widget right after the render.
  useEffect(() => {
    const area = document.querySelector<HTMLElement>('.dz-canvas-scroll');
    if (!area) return;
    const first = new ResizeObserver(() => {
      first.disconnect();
      if (area.clientWidth < 1190 + 48) fitZoom(); // layout is fresh here: reading it costs nothing
    });
    first.observe(area);
    return () => first.disconnect();
  }, []);
  const [{ over }, drop] = useDrop<PaletteItem | WidgetItem | CombinationItem, unknown, { over: boolean }>({
    accept: [DND.PALETTE, DND.WIDGET, DND.COMBINATION],
    drop: (item, m) => {
      if (m.didDrop()) return;
      const d = $doc.get();
      if (m.getItemType() === DND.COMBINATION) insertCombination((item as CombinationItem).id);
      else if (m.getItemType() === DND.PALETTE) dispatch(act('addWidget', { node: newWidget((item as PaletteItem).type, 'top'), index: insertIndex(d, null) }));
      else {
        const uuid = (item as WidgetItem).uuid;
        const group = pickedWidgets(d);
        if (group.length > 1 && group.includes(uuid)) dispatch(act('moveWidgets', { uuids: group, before: null }));
        else dispatch(act('moveWidget', { uuid, to: indexBefore(d, uuid, null) }));
      }
      return { handled: true };
    },
    collect: (m) => ({ over: m.isOver({ shallow: true }) }),
  });
  // A stable ref: an inline one re-connected the canvas drop target on every edit.
  const canvasRef = useCallback((el: HTMLDivElement | null) => { drop(el); }, [drop]);
  const visible = doc.widgets.filter((w) => w.type !== PAGE_TYPE);
  // A long page's frames are made in a transition once the canvas has shown: time-sliced, so opening a
  // 300-widget page is not one long task (edits after that render as usual).
  const [framed, setFramed] = useState(false);
  useEffect(() => { startTransition(() => setFramed(true)); }, []);
  const items = framed || visible.length <= VIRTUALISE_OVER ? visible : [];
  // A long page draws its first screenful at once, then each widget while it is near the view (canvas/nearViewport.ts).
  const windowed = visible.length > VIRTUALISE_OVER;
  const eager = windowed ? drawnAtOnce(visible) : visible.length;
  // The multi-selection as props that stay equal between renders (memoised items re-render only when theirs change).
  const picks = selectionOf(doc);
  const multi = picks.length > 1;
  const pickedTop = new Set(multi ? pickedWidgets(doc) : []);
  const pickedKids = multi && picks[0].child ? { panel: picks[0].uuid, ids: picks.map((p) => p.child).join(' ') } : null;
  return (
    <main className="dz-canvas-scroll" onClick={() => selectPage()}>
      <div ref={canvasRef} className={`dz-canvas${over ? ' is-over' : ''}`} aria-label="画布"
        style={{ backgroundColor: ctx.page.backgroundColor, zoom }}>
        {chrome ? <LockedChrome slot="header" widgets={chrome.header} ctx={ctx} /> : null}
        {items.map((w, i) => (
          <CanvasItem key={w.uuid} node={w} ctx={ctx} selected={doc.selected?.uuid === w.uuid} selectedChild={doc.selected?.uuid === w.uuid ? doc.selected.child : undefined}
            picked={pickedTop.has(w.uuid)} pickedChildren={pickedKids?.panel === w.uuid ? pickedKids.ids : undefined}
            canUp={i > 0} canDown={i < visible.length - 1} windowed={windowed} lazy={i >= eager} />
        ))}
        <div className={`dz-canvas-end${visible.length === 0 ? ' is-empty' : ''}`}>{visible.length === 0 ? T.canvas.empty : null}</div>
        {chrome ? <LockedChrome slot="footer" widgets={chrome.footer} ctx={ctx} /> : null}
      </div>
    </main>
  );
}
