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
import { VIRTUALISE_OVER, useNearViewport } from '../../canvas/nearViewport';
import { useTellLook } from '../../canvas/dragLook';

const ROW = 'page-widget-row';

export async function deleteWithConfirm(uuid: string) {
  if (!(await confirmDialog(T.deleteWidget))) return;
  if (dispatch(act('deleteWidget', { uuid }))) toast(T.deleted, 'success');
}

interface RowLook { dragging: boolean; over: boolean }
const RESTING: RowLook = { dragging: false, over: false };

/**
 * Memoised, reading the document only when acted on: one edit doesn't re-render 300 rows. On a long page
 * a row's drag and drop is connected once it comes near the visible part of the panel (300 rows registering
 * at once made showing the page settings, e.g. after a delete, slow).
 */
const Row = memo(function Row({ node, n, canUp, canDown, lazy, picked }: { node: WidgetNode; n: number; canUp: boolean; canDown: boolean; lazy: boolean; picked: boolean }) {
  const ref = useRef<HTMLLIElement>(null);
  const [look, setLook] = useState<RowLook>(RESTING);
  const near = useNearViewport(ref, lazy, '.dz-props-body');
  const step = (dir: -1 | 1) => { const to = indexStep($doc.get(), node.uuid, dir); if (to !== null) dispatch(act('moveWidget', { uuid: node.uuid, to })); };
  const name = String(node.name ?? getWidget(node.type)?.name ?? '');
  return (
    <li ref={ref} className={`dz-page-row${look.dragging ? ' is-dragging' : ''}${look.over ? ' is-over' : ''}${picked ? ' is-picked' : ''}`}>
      <span className="dz-grip" aria-hidden="true">⋮⋮</span>
      <button type="button" className="dz-link-btn dz-page-row-name" aria-pressed={picked}
        onClick={(e) => (isMultiClick(e) ? toggleSelect(node.uuid) : select(node.uuid))}>【{String(n).padStart(2, '0')}】{node.type}（{name}）</button>
      <span className="dz-row-tools">
        <button type="button" className="dz-icon-btn" aria-label="上移" disabled={!canUp} onClick={() => step(-1)}>↑</button>
        <button type="button" className="dz-icon-btn" aria-label="下移" disabled={!canDown} onClick={() => step(1)}>↓</button>
        <button type="button" className="dz-icon-btn dz-danger" aria-label={`删除${name}`} onClick={() => deleteWithConfirm(node.uuid)}>×</button>
      </span>
      {near ? <RowDragDrop uuid={node.uuid} row={ref} onLook={setLook} /> : null}
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
 * keystroke is drawn on the canvas first, and showing the page settings of a 300-widget page (as after a
 * delete) doesn't hold that frame back while 300 rows are made.
 */
export function PageWidgetList({ id }: { id: string }) {
  const doc = useStore($doc);
  const shown = useDeferredValue(doc, NOTHING_YET);
  const list = shown.widgets.filter((w) => w.type !== PAGE_TYPE);
  const picked = new Set(pickedWidgets(shown));
  const empty = !doc.widgets.some((w) => w.type !== PAGE_TYPE);
  return (
    <ol className="dz-page-rows" id={id} aria-busy={shown !== doc || undefined}>
      {list.map((w, i) => <Row key={w.uuid} node={w} n={i + 1} canUp={i > 0} canDown={i < list.length - 1} lazy={list.length > VIRTUALISE_OVER} picked={picked.size > 1 && picked.has(w.uuid)} />)}
      {empty ? <li className="dz-empty">页面还没有挂件</li> : null}
    </ol>
  );
}
