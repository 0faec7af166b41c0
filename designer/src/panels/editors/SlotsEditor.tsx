/** A fixed number of image + link slots stored at value[index] (W0012 image styles, W0016's two images). */
import type { EditorProps, FieldOf } from '../fields';
import { ImageEditor } from './ImageEditor';
import { LinkEditor } from './LinkEditor';

type Slot = { imgUrl?: string; pathData?: unknown };

export function slotsAt(value: unknown, index: number, count: number): Slot[] {
  const outer = Array.isArray(value) ? value : [];
  const inner: Slot[] = Array.isArray(outer[index]) ? (outer[index] as Slot[]) : [];
  return Array.from({ length: count }, (_, i) => inner[i] ?? { imgUrl: '', pathData: {} });
}

/** value with value[index] replaced: the other styles' slots are kept. */
export function withSlots(value: unknown, index: number, slots: Slot[]): unknown[] {
  const outer = Array.isArray(value) ? value.slice() : [];
  while (outer.length <= index) outer.push([]);
  outer[index] = slots;
  return outer;
}

export function SlotsEditor({ field, id, value, set, node }: EditorProps<FieldOf<'slots'>>) {
  const slots = slotsAt(value, field.index, field.count);
  const patchSlot = (i: number, props: Slot) => set(withSlots(value, field.index, slots.map((s, j) => (j === i ? { ...s, ...props } : s))));
  return (
    <div className="dz-list" id={id}>
      {slots.map((s, i) => (
        <fieldset key={i} className="dz-list-item">
          <legend>图片 {i + 1}</legend>
          <ImageEditor field={{ kind: 'image', key: 'imgUrl', label: '图片', sizeHint: field.sizeHint ? () => field.sizeHint! : undefined }} id={`${id}-img-${i}`}
            value={s.imgUrl} scope={s} node={node} set={(v) => patchSlot(i, { imgUrl: String(v) })} patch={(p) => patchSlot(i, p)} />
          <LinkEditor field={{ kind: 'link', key: 'pathData', label: `图片${i + 1}链接` }} id={`${id}-link-${i}`} value={s.pathData} scope={s} node={node}
            set={(v) => patchSlot(i, { pathData: v })} patch={(p) => patchSlot(i, p)} />
        </fieldset>
      ))}
    </div>
  );
}
