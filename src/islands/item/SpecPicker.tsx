/** Spec groups as rows of toggle buttons; the rules live in lib/sku.ts. */
import type { SpecGroup } from '../../lib/goods';
import type { Selection } from '../../lib/sku';

interface Props { groups: SpecGroup[]; selection: Selection; disabled: Set<number>; onToggle: (groupIndex: number, valueId: number) => void }

export default function SpecPicker({ groups, selection, disabled, onToggle }: Props) {
  return (
    <>
      {groups.map((g, gi) => (
        <div className="pd-row" key={g.spec_id} role="group" aria-label={g.spec_name}>
          <div className="pd-row-k">{g.spec_name}</div>
          <div className="pd-row-v pd-specs">
            {g.spec_values.map((v) => (
              <button
                type="button" key={v.spec_value_id} className="pd-spec"
                aria-pressed={selection[gi] === v.spec_value_id}
                disabled={disabled.has(v.spec_value_id) && selection[gi] !== v.spec_value_id}
                onClick={() => onToggle(gi, v.spec_value_id)}
              >
                {v.spec_custom_value_name || v.spec_value_name}
              </button>
            ))}
          </div>
        </div>
      ))}
    </>
  );
}
