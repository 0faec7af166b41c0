/** Left palette: drag a widget onto the canvas (or into a free panel), or click to append it; saved combination modules below. */
import { useDrag } from 'react-dnd';
import { act } from '../actions';
import { createWidget } from '../doc/createWidget';
import { dispatch } from '../store/designer';
import { DND, type PaletteItem } from '../canvas/dnd';
import type { WidgetDefinition } from '../../../src/widgets/types';
import { paletteGroups } from './groups';
import { WidgetIcon } from './icons';
import { CombinationGroup } from './Combinations';

function Item({ def }: { def: WidgetDefinition }) {
  const [{ dragging }, drag] = useDrag<PaletteItem, unknown, { dragging: boolean }>({
    type: DND.PALETTE, item: { type: def.type }, collect: (m) => ({ dragging: m.isDragging() }),
  });
  return (
    <button ref={(el) => { drag(el); }} type="button" className={`dz-palette-item${dragging ? ' is-dragging' : ''}`} title={`${def.name}（${def.type}）`}
      onClick={() => dispatch(act('addWidget', { node: createWidget(def.type, 'top') }))}>
      <WidgetIcon type={def.type} />
      <span>{def.name}</span>
    </button>
  );
}

export function Palette() {
  return (
    <nav className="dz-palette" aria-label="挂件">
      {paletteGroups().map((g) => (
        <section key={g.key} className="dz-palette-group" aria-labelledby={`palette-${g.key}`}>
          <h2 id={`palette-${g.key}`}>{g.title}</h2>
          <div className="dz-palette-grid">{g.items.map((def) => <Item key={def.type} def={def} />)}</div>
        </section>
      ))}
      <CombinationGroup />
    </nav>
  );
}
