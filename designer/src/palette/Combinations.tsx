/** The palette's third group, 组合模块: saved free panels (thumbnail + name); click or drag to insert, × to delete. */
import { useEffect } from 'react';
import { useDrag } from 'react-dnd';
import { useStore } from '@nanostores/react';
import { DND, type CombinationItem } from '../canvas/dnd';
import type { Combination } from '../combination/instantiate';
import { $combinations, deleteCombination, insertCombination, loadCombinations } from '../store/combinations';
import { T } from '../strings';

function Item({ c }: { c: Combination }) {
  const [{ dragging }, drag] = useDrag<CombinationItem, unknown, { dragging: boolean }>({
    type: DND.COMBINATION, item: { id: c.id }, collect: (m) => ({ dragging: m.isDragging() }),
  });
  return (
    <li className={`dz-combo${dragging ? ' is-dragging' : ''}`}>
      <button ref={(el) => { drag(el); }} type="button" className="dz-combo-insert" title={T.combination.insert(c.name)}
        onClick={() => insertCombination(c.id)}>
        <img src={c.image} alt="" loading="lazy" />
        <span>{c.name}</span>
      </button>
      <button type="button" className="dz-combo-del" aria-label={T.combination.remove(c.name)} title={T.combination.remove(c.name)}
        onClick={() => deleteCombination(c)}>×</button>
    </li>
  );
}

export function CombinationGroup() {
  const list = useStore($combinations);
  useEffect(() => { void loadCombinations(); }, []);
  return (
    <section className="dz-palette-group" aria-labelledby="palette-combination">
      <h2 id="palette-combination">{T.palette.combination}</h2>
      {list.length ? <ul className="dz-combo-list">{list.map((c) => <Item key={c.id} c={c} />)}</ul> : <p className="dz-muted">{T.combination.empty}</p>}
    </section>
  );
}
