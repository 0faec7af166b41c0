/**
 * Swiper glue shared by W0001 and W0018. The server renders Swiper's markup (.swiper > .swiper-wrapper >
 * .swiper-slide) and the first slide shows without JS; Swiper itself is loaded and initialised in useEffect,
 * so the first render is identical on server and client.
 */
import { useCallback, useEffect, useRef, useState, type CSSProperties } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { color, cssUrl } from './style';

export interface SwiperOptions {
  /** False in design mode: the canvas shows the first slide only. */
  enabled: boolean;
  count: number;
  autoplay: boolean;
  delay: number;
}

function pauseVideos(root: HTMLElement | null) {
  root?.querySelectorAll('video').forEach((v) => v.pause());
}

export function useSwiper({ enabled, count, autoplay, delay }: SwiperOptions) {
  const ref = useRef<HTMLDivElement>(null);
  const swiper = useRef<SwiperInstance | null>(null);
  const [active, setActive] = useState(0);
  // A dot picked before Swiper has loaded (it loads after hydration): shown at once, slid to once it is there.
  const wanted = useRef<number | null>(null);

  useEffect(() => {
    if (!enabled || count < 2 || !ref.current) return;
    let cancelled = false;
    (async () => {
      const { Swiper, Autoplay } = await import('./swiper-autoplay');
      if (cancelled || !ref.current) return;
      swiper.current = new Swiper(ref.current, {
        modules: [Autoplay],
        loop: true,
        autoplay: autoplay ? { delay, disableOnInteraction: false } : false,
        on: {
          slideChange(s) {
            setActive(s.realIndex);
            pauseVideos(ref.current);
          },
        },
      });
      if (wanted.current !== null) swiper.current.slideToLoop(wanted.current, 0);
      wanted.current = null;
    })();
    return () => {
      cancelled = true;
      swiper.current?.destroy(true, true);
      swiper.current = null;
    };
  }, [enabled, count, autoplay, delay]);

  const go = useCallback((i: number) => {
    setActive(i);
    if (swiper.current) swiper.current.slideToLoop(i);
    else wanted.current = i;
  }, []);
  /** Hovering stops autoplay; leaving starts it again. */
  const hover = useCallback((inside: boolean) => {
    const a = swiper.current?.autoplay;
    if (!a || !autoplay) return;
    if (inside) a.stop();
    else a.start();
  }, [autoplay]);

  return { ref, active, go, hover };
}

export interface DotsProps {
  styleType: unknown;
  align: unknown;
  count: number;
  active: number;
  activeColor: string;
  defaultColor: unknown;
  /** style5 thumbnails (image URLs, '' → grey). */
  thumbs?: string[];
  onPick(i: number): void;
}

/** Pagination styles 1–5 of widgets.md W0001. */
export function Dots({ styleType, align, count, active, activeColor, defaultColor, thumbs = [], onPick }: DotsProps) {
  if (count < 1) return null;
  const justify = align === 'left' ? 'flex-start' : align === 'center' ? 'center' : 'flex-end';
  const wrap: CSSProperties = { justifyContent: justify };
  const idle = color(defaultColor, '#000000');
  const label = `${active + 1}/${count}`;
  switch (styleType) {
    case 'style1':
      return <div className="w-dots" style={wrap}><span className="w-dots-circle">{label}</span></div>;
    case 'style2':
      return <div className="w-dots" style={wrap}><span className="w-dots-text">{label}</span></div>;
    case 'style5':
      return (
        <div className="w-dots w-dots-thumbs" style={wrap}>
          {Array.from({ length: count }, (_, i) => (
            <button type="button" key={i} className={i === active ? 'w-thumb is-active' : 'w-thumb'} onClick={() => onPick(i)}
              style={{ width: i === active ? 120 : 100, backgroundImage: cssUrl(thumbs[i]) }} aria-label={`第${i + 1}张`} />
          ))}
        </div>
      );
    default: {
      const bar = styleType === 'style4';
      return (
        <div className="w-dots" style={wrap}>
          {Array.from({ length: count }, (_, i) => (
            <button type="button" key={i} className={bar ? 'w-dot w-dot-bar' : 'w-dot'} onClick={() => onPick(i)} aria-label={`第${i + 1}张`}
              style={{ backgroundColor: i === active ? activeColor : idle }} />
          ))}
        </div>
      );
    }
  }
}
