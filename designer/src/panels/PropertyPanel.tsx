/** Right panel: tab `{name}[{type}]` with the widget's own fields, tab 组件样式 with the common box. */
import { useStore } from '@nanostores/react';
import { useCallback } from 'react';
import { getWidget } from '../../../src/widgets/registry';
import { act } from '../actions';
import { FREE_PANEL_TYPE, findSelected, PAGE_TYPE } from '../doc/state';
import { $doc, $editKind, dispatch } from '../store/designer';
import { $propertyTab } from '../store/ui';
import { T } from '../strings';
import { CombinationSaver } from './CombinationSaver';
import { HeaderSearchNote } from '../canvas/HeaderHotWords';
import { isHeaderSearchSelected } from '../doc/hotWords';
import { FieldView } from './FieldView';
import { BOX_FIELDS, fieldsFor } from './index';
import { isPicking } from '../doc/selection';
import { SelectionPanel } from './SelectionPanel';

/** Whether the change comes from text being typed or edited in a field (an `input` event), not from a click. */
const typing = () => (typeof window !== 'undefined' && window.event?.type === 'input');

export function PropertyPanel() {
  const doc = useStore($doc);
  const tab = useStore($propertyTab);
  const kind = useStore($editKind);
  const sel = doc.selected;
  const node = findSelected(doc);
  // Typed in a field: the field paints first and the canvas's drawing of the edit follows once the keys pause
  // (canvas/useCanvasDoc.ts). A click (a switch, a choice, a dialog's 确定) is drawn at once: nothing follows it.
  // One function while the same widget is selected, so the rows a keystroke did not change skip their render.
  const patch = useCallback((props: Record<string, unknown>) => {
    if (sel) dispatch(act('updateProps', { target: sel.child ? { uuid: sel.uuid, child: sel.child } : { uuid: sel.uuid }, props }), { canvasMayFollow: typing() });
  }, [sel?.uuid, sel?.child]);
  if (!sel || !node) return <aside className="dz-props"><p className="dz-empty">{T.panel.none}</p></aside>;
  if (isPicking(doc)) return <SelectionPanel doc={doc} />;
  const isChild = Boolean(sel.child);
  const name = String(node.name ?? getWidget(node.type)?.name ?? node.type);
  const showStyle = node.type !== PAGE_TYPE;
  const active = showStyle ? tab : 'props';
  // A panel's place (头部/正文/尾部) is fixed by the editor it is in: a page edits its body only, the header
  // and footer editors their own panels. Switching it here would move a panel into every page.
  const fields = (active === 'props' ? fieldsFor(node.type) : BOX_FIELDS).filter((f) => f.key !== 'comptyle');
  const idBase = `f-${node.uuid}-${active}`;
  return (
    <aside className="dz-props" aria-label="属性">
      <div className="dz-tabs" role="tablist">
        <button type="button" role="tab" aria-selected={active === 'props'} className={`dz-tab${active === 'props' ? ' is-on' : ''}`} onClick={() => $propertyTab.set('props')}>{`${name}[${node.type}]`}</button>
        {showStyle ? <button type="button" role="tab" aria-selected={active === 'style'} className={`dz-tab${active === 'style' ? ' is-on' : ''}`} onClick={() => $propertyTab.set('style')}>{T.panel.style}</button> : null}
      </div>
      <div className="dz-props-body" role="tabpanel" key={`${node.uuid}-${active}`}>
        {isChild ? <p className="dz-hint dz-child-hint">自由面板内的挂件</p> : null}
        {active === 'props' && isHeaderSearchSelected(doc, sel) ? <HeaderSearchNote /> : null}
        {fields.map((field) => (
          <FieldView key={`${field.kind}-${field.key || field.label}`} field={field} idBase={idBase} scope={node} node={node} isChild={isChild} patch={patch} />
        ))}
        {node.type === FREE_PANEL_TYPE && !isChild && active === 'props' && kind === 'page' ? <p className="dz-hint" role="note">{T.team.chromeOnlyBody}</p> : null}
        {node.type === FREE_PANEL_TYPE && !isChild && active === 'props' ? <CombinationSaver key={node.uuid} panel={node.uuid} /> : null}
      </div>
    </aside>
  );
}
