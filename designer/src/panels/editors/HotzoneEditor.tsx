/**
 * 热区图 zones drawn on the image with the mouse: drag on the picture to draw a zone, drag a zone to move it,
 * drag its corner to resize it; arrows move the focused zone (Shift: 10 %), Delete removes it. Each zone's
 * name and link are edited in the list below (link picker). One pointer gesture = one undo step.
 */
import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { px } from '../../doc/state';
import type { EditorProps, Field, FieldOf } from '../fields';
import { drawnZone, movedZone, resizedZone, toFraction, type Point, type Zone } from './hotzone';
import { ListEditor } from './ListEditor';

type StoredZone = Zone & { title?: string; pathData?: unknown };
type Gesture = { kind: 'draw'; from: Point } | { kind: 'move' | 'resize'; index: number; from: Point; zone: Zone };

const pct = (v: number) => `${v * 100}%`;
const ratio = (key: string, label: string): Field => ({ kind: 'number', key, label, min: 0, max: 1, step: 0.01 });

/** The list below the board: name, link and exact fractions of each zone. */
const ZONE_LIST: FieldOf<'list'> = {
  kind: 'list', key: 'data', label: '热区', itemLabel: '热区', addLabel: '添加热区', confirmDelete: '确定删除该项？',
  newItem: () => ({ leftPer: 0, topPer: 0, widthPer: 1, heightPer: 1, title: '', pathData: {} }),
  fields: [
    { kind: 'text', key: 'title', label: '名称', placeholder: '读屏软件读出的链接名称', maxLength: 20 },
    { kind: 'link', key: 'pathData', label: '链接' },
    ratio('leftPer', '左'), ratio('topPer', '上'), ratio('widthPer', '宽'), ratio('heightPer', '高'),
  ],
};

export function HotzoneEditor(props: EditorProps<FieldOf<'hotzones'>>) {
  const { id, value, node, set } = props;
  const zones: StoredZone[] = Array.isArray(value) ? (value as StoredZone[]) : [];
  const board = useRef<HTMLDivElement>(null);
  const gesture = useRef<Gesture | null>(null);
  const [live, setLive] = useState<{ index: number; zone: Zone } | null>(null);
  const [focused, setFocused] = useState(-1);
  const img = typeof node.imgUrl === 'string' ? node.imgUrl : '';
  const aspect = `${px(node.width, 1190)} / ${Math.max(px(node.height, 200), 1)}`;

  const at = (e: PointerEvent) => toFraction(e.clientX, e.clientY, board.current!.getBoundingClientRect());
  const shape = (g: Gesture, p: Point): Zone | null => {
    if (g.kind === 'draw') return drawnZone(g.from, p);
    const dx = p.x - g.from.x, dy = p.y - g.from.y;
    return g.kind === 'move' ? movedZone(g.zone, dx, dy) : resizedZone(g.zone, dx, dy);
  };
  const begin = (e: PointerEvent, g: Gesture) => {
    if (e.button !== 0) return;
    e.preventDefault();
    e.stopPropagation();
    board.current!.setPointerCapture(e.pointerId);
    gesture.current = g;
    if (g.kind !== 'draw') { setFocused(g.index); board.current!.querySelectorAll<HTMLElement>('.dz-hz-zone')[g.index]?.focus(); }
  };
  const onMove = (e: PointerEvent) => {
    const g = gesture.current;
    if (!g) return;
    const z = shape(g, at(e));
    setLive(z ? { index: g.kind === 'draw' ? zones.length : g.index, zone: z } : null);
  };
  const onUp = (e: PointerEvent) => {
    const g = gesture.current;
    if (!g) return;
    gesture.current = null;
    setLive(null);
    const z = shape(g, at(e));
    if (!z) return;
    if (g.kind === 'draw') { set([...zones, { ...z, title: '', pathData: {} }]); setFocused(zones.length); }
    else if (z.leftPer !== g.zone.leftPer || z.topPer !== g.zone.topPer || z.widthPer !== g.zone.widthPer || z.heightPer !== g.zone.heightPer) {
      set(zones.map((old, i) => (i === g.index ? { ...old, ...z } : old)));
    }
  };
  const onKey = (i: number, e: KeyboardEvent) => {
    const step = e.shiftKey ? 0.1 : 0.01;
    const d = ({ ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] } as Record<string, [number, number]>)[e.key];
    if (d) { e.preventDefault(); e.stopPropagation(); set(zones.map((z, j) => (j === i ? { ...z, ...movedZone(z, d[0], d[1]) } : z))); }
    else if (e.key === 'Delete' || e.key === 'Backspace') { e.preventDefault(); e.stopPropagation(); set(zones.filter((_, j) => j !== i)); setFocused(-1); }
  };

  const shown = zones.map((z, i) => (live && live.index === i ? { ...z, ...live.zone } : z));
  return (
    <div className="dz-hz">
      <div ref={board} id={id} className={`dz-hz-board${img ? '' : ' is-empty'}`} style={{ aspectRatio: aspect, backgroundImage: img ? `url("${img}")` : undefined }}
        role="group" aria-label="热区画板：在图片上拖动鼠标画出热区" data-testid="hotzone-board"
        onPointerDown={(e) => begin(e, { kind: 'draw', from: at(e) })} onPointerMove={onMove} onPointerUp={onUp}
        onPointerCancel={() => { gesture.current = null; setLive(null); }}>
        {shown.map((z, i) => (
          <div key={i} className={`dz-hz-zone${focused === i ? ' is-on' : ''}`} tabIndex={0} role="button"
            aria-label={`热区${i + 1}${z.title ? `（${z.title}）` : ''}：拖动移动，方向键微调，Delete 删除`}
            style={{ left: pct(z.leftPer), top: pct(z.topPer), width: pct(z.widthPer), height: pct(z.heightPer) }}
            onFocus={() => setFocused(i)} onKeyDown={(e) => onKey(i, e)}
            onPointerDown={(e) => begin(e, { kind: 'move', index: i, from: at(e), zone: zones[i] })}>
            <span className="dz-hz-num" aria-hidden="true">{i + 1}</span>
            <span className="dz-hz-corner" aria-hidden="true" title="拖动调整热区大小"
              onPointerDown={(e) => begin(e, { kind: 'resize', index: i, from: at(e), zone: zones[i] })} />
          </div>
        ))}
        {live && live.index === zones.length ? <div className="dz-hz-zone is-drawing" style={{ left: pct(live.zone.leftPer), top: pct(live.zone.topPer), width: pct(live.zone.widthPer), height: pct(live.zone.heightPer) }} /> : null}
        {img ? null : <span className="dz-muted">请先上传图片</span>}
      </div>
      <ListEditor {...props} field={{ ...ZONE_LIST, key: props.field.key }} id={`${id}-list`} />
    </div>
  );
}
