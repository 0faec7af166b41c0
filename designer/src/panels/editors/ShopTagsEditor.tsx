/** W0019 allTagList: which shop tags become tabs (every tag any shop carries is offered; none chosen = all of them). */
import { useEffect, useState } from 'react';
import { api } from '../../api/client';
import type { EditorProps, FieldOf } from '../fields';

type Tag = { tag_id: number | string; tag_name: string };

export function ShopTagsEditor({ id, value, set }: EditorProps<FieldOf<'shopTags'>>) {
  const [known, setKnown] = useState<Tag[] | null>(null);
  const [error, setError] = useState('');
  useEffect(() => {
    let alive = true;
    api.shops({ keywords: '', page: 1, pageSize: 50 })
      .then((r: { tagList?: Tag[] }) => { if (alive) setKnown(Array.isArray(r.tagList) ? r.tagList : []); })
      .catch((e: Error) => { if (alive) setError(e.message || '店铺标签加载失败'); });
    return () => { alive = false; };
  }, []);
  const chosen: Tag[] = Array.isArray(value) ? (value as Tag[]) : [];
  const on = new Set(chosen.map((t) => String(t.tag_id)));
  // Chosen tags keep the order of the shops' tag list, and a chosen tag no shop carries any more stays listed until unticked.
  const offered = [...(known ?? []), ...chosen.filter((t) => !(known ?? []).some((k) => String(k.tag_id) === String(t.tag_id)))];
  const toggle = (t: Tag) => set(on.has(String(t.tag_id))
    ? chosen.filter((c) => String(c.tag_id) !== String(t.tag_id))
    : offered.filter((o) => on.has(String(o.tag_id)) || String(o.tag_id) === String(t.tag_id)).map((o) => ({ tag_id: o.tag_id, tag_name: o.tag_name })));
  if (error) return <p className="dz-hint" role="alert">{error}</p>;
  if (!known) return <p className="dz-muted">加载中…</p>;
  if (offered.length === 0) return <p className="dz-muted">店铺暂无标签</p>;
  return (
    <div id={id} className="dz-tag-choices">
      {offered.map((t) => (
        <label key={String(t.tag_id)} className="dz-check">
          <input type="checkbox" checked={on.has(String(t.tag_id))} onChange={() => toggle(t)} />{t.tag_name}
        </label>
      ))}
    </div>
  );
}
