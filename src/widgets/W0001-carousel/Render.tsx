/**
 * 轮播: Swiper loop with optional autoplay (delay autoplaySpeed), custom pagination styles 1–5, videos paused on
 * slide change, autoplay stopped while hovered. Only the first slide image loads eagerly.
 */
import { useEffect, useRef, useState } from 'react';
import type { WidgetRenderProps } from '../types';
import { Dots, useSwiper } from '../shared/carousel';
import { Img } from '../shared/Img';
import { WLink } from '../shared/Link';
import { color, list, num } from '../shared/style';
import type { CarouselItem, W0001Props } from './schema';

export const VIDEO_ERROR = '此视频暂无法播放，请稍后再试';

const imageOf = (it: CarouselItem) => it.imgUrl || it.imgData || '';
const isVideo = (it: CarouselItem) => it.type === 'Video' || /\.(mp4|webm|ogg|mov)(\?|$)/i.test(imageOf(it));

function Video({ src }: { src: string }) {
  const ref = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);
  // An error may fire before hydration; check once mounted too.
  useEffect(() => { if (ref.current?.error) setFailed(true); }, []);
  if (failed) return <div className="w-video-error">{VIDEO_ERROR}</div>;
  return <video ref={ref} className="w-video" src={src} controls muted playsInline preload="metadata" onError={() => setFailed(true)} />;
}

export default function Render({ value, ctx }: WidgetRenderProps<W0001Props>) {
  const items = list<CarouselItem>(value.data);
  const { ref, active, go, hover } = useSwiper({
    enabled: ctx.mode !== 'design',
    count: items.length,
    autoplay: Boolean(value.autoplay),
    delay: num(value.autoplaySpeed, 2000) || 2000,
  });
  const activeColor = value.customerThemeEnabled ? color(value.pointActiveColor, '#ff0000') : color(ctx.page?.themeColor, '#FF5D02');
  const w = num(value.width, 1190);
  const h = num(value.height, 200);
  return (
    <div className="w-carousel" onMouseEnter={() => hover(true)} onMouseLeave={() => hover(false)}>
      <div className="swiper" ref={ref}>
        <div className="swiper-wrapper">
          {items.map((it, i) => (
            <div className="swiper-slide" key={i}>
              {isVideo(it) ? <Video src={imageOf(it)} /> : (
                <WLink to={it.pathData} ctx={ctx} className="w-carousel-link" label={{ fallback: `轮播图 第${i + 1}张` }}>
                  <Img src={imageOf(it)} w={w} h={h} fill ctx={ctx} priority={i === 0} />
                </WLink>
              )}
            </div>
          ))}
        </div>
      </div>
      <div className="w-carousel-dots">
        <Dots styleType={value.styleType} align={value.pointAlign} count={items.length} active={active} activeColor={activeColor}
          defaultColor={value.pointDefaultColor} thumbs={items.map(imageOf)} onPick={go} />
      </div>
    </div>
  );
}
