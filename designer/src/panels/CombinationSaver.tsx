/** 保存为组合模块: shown under a selected free panel's own fields — a name and the save button. */
import { useState } from 'react';
import { NAME_MAX } from '../combination/messages';
import { saveSelectedPanel } from '../store/combinations';
import { T } from '../strings';

export function CombinationSaver({ panel }: { panel: string }) {
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const id = `combo-name-${panel}`;
  const save = async () => {
    setBusy(true);
    try {
      if (await saveSelectedPanel(name)) setName('');
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="dz-combo-save" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="dz-field-heading">{T.combination.section}</h3>
      <div className="dz-field">
        <label className="dz-field-label" htmlFor={id}>{T.combination.name}</label>
        <div className="dz-field-control">
          <input id={id} className="dz-input" value={name} maxLength={NAME_MAX} placeholder={T.combination.placeholder}
            onChange={(e) => setName(e.target.value)} onKeyDown={(e) => { if (e.key === 'Enter' && !busy) void save(); }} />
        </div>
      </div>
      <button type="button" className="dz-btn dz-btn-primary dz-combo-save-btn" disabled={busy} onClick={() => void save()}>
        {busy ? T.combination.saving : T.combination.save}
      </button>
      <p className="dz-hint">{T.combination.hint}</p>
    </section>
  );
}
