/** W0000's widget list: 【01】W0001（轮播）, drag or ↑↓ to reorder, click to select, delete with confirm. */
import { memo, useDeferredValue, useEffect, useRef, useState, type RefObject } from 'react';
import { useDrag, useDrop } from 'react-dnd';
import { useStore } from '@nanostores/react';
import { act } from '../../actions';
import { indexBefore, indexStep } from '../../actions/moveWidget';
import { PAGE_TYPE, type DocState, type WidgetNode } from '../../doc/state';
import { $doc, dispatch, isMultiClick, select, toggleSelect } from '../../store/designer';
import { pickedWidgets } from '../../doc/selection';
import { confirmDialog, toast } from '../../store/ui';
import { T } from '../../strings';
import { getWidget } from '../../../../src/widgets/registry';
import type { EditorProps, FieldOf } from '../fields';
import { VIRTUALISE_OVER } from '../../canvas/nearViewport';
import { ROW_PITCH, useRowWindow } from './rowWindow';
import { useTellLook } from '../../canvas/dragLook';

const ROW = 'page-widget-row';

export async function deleteWithConfirm(uuid: string) {
  if (!(await confirmDialog(T.deleteWidget))) return;
  if (dispatch(act('deleteWidget', { uuid }))) toast(T.deleted, 'success');
}

interface RowLook { dragging: boolean; over: boolean }
const RESTING: RowLook = { dragging: false, over: false };

/**
 * Memoised, reading the document only when acted on: one edit doesn't re-render the rows. `n` of `of`: its
 * place, also for assistive technology (a long page's list renders only the rows near the view).
 */
const Row = memo(function Row({ node, n, of, canUp, canDown, picked }: { node: WidgetNode; n: number; of: number; canUp: boolean; canDown: boolean; picked: boolean }) {
  const ref = useRef<HTMLLIElement>(null);
  const [look, setLook] = useState<RowLook>(RESTING);
  const step = (dir: -1 | 1) => { const to = indexStep($doc.get(), node.uuid, dir); if (to !== null) dispatch(act('moveWidget', { uuid: node.uuid, to })); };
  const name = String(node.name ?? getWidget(node.type)?.name ?? '');
  return (
    <li ref={ref} className={`dz-page-row${look.dragging ? ' is-dragging' : ''}${look.over ? ' is-over' : ''}${picked ? ' is-picked' : ''}`} aria-posinset={n} aria-setsize={of}>
      <span className="dz-grip" aria-hidden="true">⋮⋮</span>
      <button type="button" className="dz-link-btn dz-page-row-name" aria-pressed={picked}
        onClick={(e) => (isMultiClick(e) ? toggleSelect(node.uuid) : select(node.uuid))}>【{String(n).padStart(2, '0')}】{node.type}（{name}）</button>
      <span className="dz-row-tools">
        <button type="button" className="dz-icon-btn" aria-label="上移" disabled={!canUp} onClick={() => step(-1)}>↑</button>
        <button type="button" className="dz-icon-btn" aria-label="下移" disabled={!canDown} onClick={() => step(1)}>↓</button>
        <button type="button" className="dz-icon-btn dz-danger" aria-label={`删除${name}`} onClick={() => deleteWithConfirm(node.uuid)}>×</button>
      </span>
      <RowDragDrop uuid={node.uuid} row={ref} onLook={setLook} />
    </li>
  );
});

/** Drag a row onto another to move its widget before that one. */
function RowDragDrop({ uuid, row, onLook }: { uuid: string; row: RefObject<HTMLLIElement | null>; onLook(look: RowLook): void }) {
  const [{ dragging }, drag] = useDrag({ type: ROW, item: { uuid }, collect: (m) => ({ dragging: m.isDragging() }) });
  const [{ over }, drop] = useDrop<{ uuid: string }, void, { over: boolean }>({
    accept: ROW,
    drop: (item) => {
      const doc = $doc.get();
      const group = pickedWidgets(doc);
      if (group.length > 1 && group.includes(item.uuid)) dispatch(act('moveWidgets', { uuids: group, before: uuid }));
      else if (item.uuid !== uuid) dispatch(act('moveWidget', { uuid: item.uuid, to: indexBefore(doc, item.uuid, uuid) }));
    },
    collect: (m) => ({ over: m.isOver() }),
  });
  // After commit: on the row's first render its ref is attached only after this child's layout effects.
  useEffect(() => { drag(drop(row.current)); });
  useTellLook({ dragging, over }, RESTING, onLook);
  return null;
}

export function PageWidgetsEditor({ id }: EditorProps<FieldOf<'pageWidgets'>>) {
  return <PageWidgetList id={id} />;
}

const NOTHING_YET: DocState = { widgets: [], selected: null };

/**
 * The page's widgets in order (also shown while picking several, to pick more from). The rows follow the
 * document a step behind (a deferred value, rendered in time slices after the urgent update): a delete or a
 * keystroke is drawn on the canvas first. On a long page only the rows near the visible part of the panel are
 * made (rowWindow.ts), between empty bands of the others' exact height.
 */
export function PageWidgetList({ id }: { id: string }) {
  const doc = useStore($doc);
  const shown = useDeferredValue(doc, NOTHING_YET);
  const list = shown.widgets.filter((w) => w.type !== PAGE_TYPE);
  const picked = new Set(pickedWidgets(shown));
  const empty = !doc.widgets.some((w) => w.type !== PAGE_TYPE);
  const ref = useRef<HTMLOListElement>(null);
  const windowed = list.length > VIRTUALISE_OVER;
  const { first, last } = useRowWindow(ref, list.length, windowed);
  const bands = windowed ? { paddingTop: first * ROW_PITCH, paddingBottom: (list.length - last) * ROW_PITCH } : undefined;
  return (
    <ol ref={ref} className="dz-page-rows" id={id} aria-busy={shown !== doc || undefined} style={bands}>
      {list.slice(first, last).map((w, k) => {
        const i = first + k;
        return <Row key={w.uuid} node={w} n={i + 1} of={list.length} canUp={i > 0} canDown={i < list.length - 1} picked={picked.size > 1 && picked.has(w.uuid)} />;
      })}
      {empty ? <li className="dz-empty">页面还没有挂件</li> : null}
    </ol>
  );
}
