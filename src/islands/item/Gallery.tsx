/**
 * Product gallery: main picture with hover zoom (168 px selector, 2× scale; the zoomed view sits to the
 * right), and a thumbnail strip showing 4 at a time with arrows. With a product video, 商品视频 plays it in
 * place of the main picture and 关闭视频 goes back.
 */
import { useState, type MouseEvent } from 'react';
import Chevron from './Chevron';
import { Picture } from '../../components/Picture';

const MAIN = 420;
const LENS = 168;
const SCALE = 2;
const VISIBLE = 4;
const THUMB = 82;

export default function Gallery({ pics, alt, video }: { pics: string[]; alt: string; video?: string }) {
  const [active, setActive] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [start, setStart] = useState(0);
  const [lens, setLens] = useState<{ x: number; y: number } | null>(null);
  const current = pics[active] ?? '';

  const onMove = (e: MouseEvent<HTMLDivElement>) => {
    const box = e.currentTarget.getBoundingClientRect();
    const clamp = (v: number) => Math.min(Math.max(v, 0), MAIN - LENS);
    setLens({ x: clamp(e.clientX - box.left - LENS / 2), y: clamp(e.clientY - box.top - LENS / 2) });
  };
  const maxStart = Math.max(0, pics.length - VISIBLE);
  const picture = (
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
  );

  return (
    <div className="pd-gallery">
      {playing && video ? (
        <div className="pd-main pd-video">
          <video src={video} controls autoPlay playsInline aria-label="商品视频" />
        </div>
      ) : picture}
      {video && (
        <button type="button" className={`pd-video-btn${playing ? ' is-on' : ''}`} onClick={() => setPlaying((p) => !p)}>
          {playing ? '关闭视频' : '商品视频'}
        </button>
      )}
      {pics.length > 1 && (
        <div className="pd-thumbs">
          <button type="button" className="pd-arrow" aria-label="上一张" disabled={start === 0} onClick={() => setStart((s) => Math.max(0, s - 1))}><Chevron dir="left" /></button>
          <div className="pd-thumbs-track">
            {pics.slice(start, start + VISIBLE).map((p, i) => (
              <button
                type="button" key={p + (start + i)} className={`pd-thumb${start + i === active ? ' is-active' : ''}`}
                aria-label={`第${start + i + 1}张图片`} onMouseEnter={() => setActive(start + i)} onClick={() => { setActive(start + i); setPlaying(false); }}
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
