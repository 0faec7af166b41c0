/**
 * The property panel while picking several widgets: how many, align and distribute (children of one free
 * panel), copy and delete the selection, and the page's widget list to pick more from.
 */
import { act } from '../actions';
import { ALIGN_LABELS, DISTRIBUTE_LABELS, type AlignHow, type Axis } from '../doc/arrange';
import { pickedChildren, selectionOf } from '../doc/selection';
import type { DocState } from '../doc/state';
import { measureChildren } from '../canvas/FreePanelLayer';
import { copySelection } from '../store/clipboard';
import { dispatch, select } from '../store/designer';
import { deleteSelection } from '../ui/keyboard';
import { T } from '../strings';
import { PageWidgetList } from './editors/PageWidgetsEditor';

const ALIGNS: AlignHow[] = ['left', 'center', 'right', 'top', 'middle', 'bottom'];
const AXES: Axis[] = ['h', 'v'];

export function SelectionPanel({ doc }: { doc: DocState }) {
  const picks = selectionOf(doc);
  const kids = pickedChildren(doc);
  const sizes = () => (kids ? measureChildren(kids.panel, kids.children) : {});
  const alignTo = (how: AlignHow) => kids && dispatch(act('alignChildren', { ...kids, how, sizes: sizes() }));
  const spread = (axis: Axis) => kids && dispatch(act('distributeChildren', { ...kids, axis, sizes: sizes() }));
  const primary = doc.selected;
  return (
    <aside className="dz-props" aria-label="属性">
      <div className="dz-tabs" role="tablist">
        <button type="button" role="tab" aria-selected className="dz-tab is-on">{T.arrange.title(picks.length)}</button>
      </div>
      <div className="dz-props-body dz-arrange" role="tabpanel">
        <p className="dz-hint">{T.arrange.hint}</p>
        {kids && kids.children.length > 1 ? (
          <>
            <div className="dz-arrange-row" role="group" aria-label={T.arrange.align}>
              <span className="dz-arrange-label">{T.arrange.align}</span>
              {ALIGNS.map((how) => <button key={how} type="button" className="dz-btn dz-btn-sm" onClick={() => alignTo(how)}>{ALIGN_LABELS[how]}</button>)}
            </div>
            <div className="dz-arrange-row" role="group" aria-label={T.arrange.distribute}>
              <span className="dz-arrange-label">{T.arrange.distribute}</span>
              {AXES.map((axis) => (
                <button key={axis} type="button" className="dz-btn dz-btn-sm" disabled={kids.children.length < 3}
                  title={kids.children.length < 3 ? T.arrange.distributeNeeds : undefined} onClick={() => spread(axis)}>{DISTRIBUTE_LABELS[axis]}</button>
              ))}
            </div>
          </>
        ) : null}
        <div className="dz-arrange-row">
          <button type="button" className="dz-btn dz-btn-sm" onClick={() => copySelection()}>{T.arrange.copy}（Ctrl+C）</button>
          <button type="button" className="dz-btn dz-btn-sm dz-danger" onClick={() => deleteSelection()}>{T.arrange.remove}（Delete）</button>
          {primary ? <button type="button" className="dz-btn dz-btn-sm dz-btn-text" onClick={() => select(primary.uuid, primary.child)}>编辑属性</button> : null}
        </div>
        {!kids ? <PageWidgetList id="dz-arrange-list" /> : null}
      </div>
    </aside>
  );
}
