/** Left palette: drag a widget onto the canvas (or into a free panel), or click to append it; saved combination modules below. */
import { useEffect } from 'react';
import { useDrag } from 'react-dnd';
import { act } from '../actions';
import { loadSamples, newWidget } from '../store/samples';
import { $doc, dispatch } from '../store/designer';
import { insertIndex } from '../actions/insertIndex';
import { Icon } from '../ui/icons';
import { DND, type PaletteItem } from '../canvas/dnd';
import { paletteGroups, type PaletteWidget } from './groups';
import { paletteLabel } from '../panels';
import { WidgetIcon } from './icons';
import { CombinationGroup } from './Combinations';

function Item({ def }: { def: PaletteWidget }) {
  const label = paletteLabel(def);
  const [{ dragging }, drag] = useDrag<PaletteItem, unknown, { dragging: boolean }>({
    type: DND.PALETTE, item: { type: def.type }, collect: (m) => ({ dragging: m.isDragging() }),
  });
  // Click (or Enter) adds it after the selected widget, else at the end of the body — the keyboard way to add.
  const add = () => dispatch(act('addWidget', { node: newWidget(def.type, 'top'), index: insertIndex($doc.get()) }));
  return (
    <div className="dz-palette-cell">
      <button ref={(el) => { drag(el); }} type="button" className={`dz-palette-item${dragging ? ' is-dragging' : ''}`} title={`${label}（${def.type}）：拖到画布，或点击添加`}
        onClick={add}>
        <WidgetIcon type={def.type} />
        <span>{label}</span>
      </button>
      <button type="button" className="dz-palette-add" aria-label={`添加${label}到页面`} title="添加到页面" onClick={add}><Icon name="plus" size={12} /></button>
    </div>
  );
}

export function Palette() {
  // The catalogue's goods and coupons for new widgets' placeholders, read when the browser has nothing else to do.
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((fn: () => void) => window.setTimeout(fn, 200));
    idle(() => { void loadSamples(); });
  }, []);
  return (
    <nav className="dz-palette" aria-label="挂件">
      {/* The widgets scroll on their own; the saved combination modules stay in view below them. */}
      <div className="dz-palette-widgets">
        {paletteGroups().map((g) => (
          <section key={g.key} className="dz-palette-group" aria-labelledby={`palette-${g.key}`}>
            <h2 id={`palette-${g.key}`}>{g.title}</h2>
            <div className="dz-palette-grid">{g.items.map((def) => <Item key={def.type} def={def} />)}</div>
          </section>
        ))}
      </div>
      <div className="dz-palette-combos"><CombinationGroup /></div>
    </nav>
  );
}
