/**
 * Product gallery: main picture with hover zoom (168 px selector, 2× scale; the zoomed view sits to the
 * right), and a thumbnail strip showing 4 at a time with arrows.
 */
import { useState, type MouseEvent } from 'react';
import { Picture } from '../../components/Picture';

const MAIN = 420;
const LENS = 168;
const SCALE = 2;
const VISIBLE = 4;
const THUMB = 82;

/** Drawn arrow: font glyphs such as ‹ › are missing from some CJK fonts and showed as blank boxes. */
function Chevron({ dir }: { dir: 'left' | 'right' }) {
  return (
    <svg width="10" height="16" viewBox="0 0 10 16" aria-hidden="true">
      <path d={dir === 'left' ? 'M8 2 2 8l6 6' : 'M2 2l6 6-6 6'} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export default function Gallery({ pics, alt }: { pics: string[]; alt: string }) {
  const [active, setActive] = useState(0);
  const [start, setStart] = useState(0);
  const [lens, setLens] = useState<{ x: number; y: number } | null>(null);
  const current = pics[active] ?? '';

  const onMove = (e: MouseEvent<HTMLDivElement>) => {
    const box = e.currentTarget.getBoundingClientRect();
    const clamp = (v: number) => Math.min(Math.max(v, 0), MAIN - LENS);
    setLens({ x: clamp(e.clientX - box.left - LENS / 2), y: clamp(e.clientY - box.top - LENS / 2) });
  };
  const maxStart = Math.max(0, pics.length - VISIBLE);

  return (
    <div className="pd-gallery">
      <div className="pd-main" onMouseMove={current ? onMove : undefined} onMouseLeave={() => setLens(null)}>
        {current ? <Picture src={current} alt={alt} width={MAIN} height={MAIN} priority={active === 0} /> : <div className="pd-noimg">暂无图片</div>}
        {lens && current && (
          <>
            <div className="pd-lens" style={{ left: lens.x, top: lens.y }} />
            <div
              className="pd-zoom"
              aria-hidden="true"
              style={{
                width: LENS * SCALE, height: LENS * SCALE, backgroundImage: `url("${current}")`,
                backgroundSize: `${MAIN * SCALE}px ${MAIN * SCALE}px`, backgroundPosition: `${-lens.x * SCALE}px ${-lens.y * SCALE}px`,
              }}
            />
          </>
        )}
      </div>
      {pics.length > 1 && (
        <div className="pd-thumbs">
          <button type="button" className="pd-arrow" aria-label="上一张" disabled={start === 0} onClick={() => setStart((s) => Math.max(0, s - 1))}><Chevron dir="left" /></button>
          <div className="pd-thumbs-track">
            {pics.slice(start, start + VISIBLE).map((p, i) => (
              <button
                type="button" key={p + (start + i)} className={`pd-thumb${start + i === active ? ' is-active' : ''}`}
                aria-label={`第${start + i + 1}张图片`} onMouseEnter={() => setActive(start + i)} onClick={() => setActive(start + i)}
              >
                <Picture src={p} alt="" width={THUMB} height={THUMB} />
              </button>
            ))}
          </div>
          <button type="button" className="pd-arrow" aria-label="下一张" disabled={start >= maxStart} onClick={() => setStart((s) => Math.min(maxStart, s + 1))}><Chevron dir="right" /></button>
        </div>
      )}
    </div>
  );
}
