/**
 * W0001 autoplay before its island is interactive (issue 24 point 7). The carousel's React and Swiper code loads on
 * the shopper's first move (boot.ts `activity`), so a visitor who only looks would see the first banner forever.
 * This advances the pre-rendered slides every `autoplaySpeed` ms with a CSS transform and moves the active dot, no
 * framework; the moment the island starts hydrating (`shop:hydrating`) it puts everything back for Swiper.
 */
export const HYDRATING_EVENT = 'shop:hydrating';

export function autoplayStatic(el: HTMLElement): void {
  let value: { autoplay?: unknown; autoplaySpeed?: unknown } | undefined;
  try { value = (JSON.parse(el.dataset.props || '{}') as { value?: typeof value }).value; } catch { return; }
  if (!value?.autoplay) return;
  const wrapper = el.querySelector<HTMLElement>('.swiper-wrapper');
  const slides = wrapper ? [...wrapper.children] as HTMLElement[] : [];
  if (!wrapper || slides.length < 2) return;
  const delay = Number(value.autoplaySpeed) || 2000;
  const dots = [...el.querySelectorAll<HTMLElement>('.w-carousel-dots .w-dot')];
  const colours = dots.map((d) => d.style.backgroundColor);
  const [on, off] = [colours[0], colours[1] ?? colours[0]];
  let at = 0;
  let paused = false;
  Object.assign(wrapper.style, { display: 'flex', transition: 'transform .5s ease' });
  slides.forEach((s) => { s.style.flex = '0 0 100%'; });
  const timer = setInterval(() => {
    if (paused || document.hidden) return;
    at = (at + 1) % slides.length;
    wrapper.style.transform = `translateX(${-100 * at}%)`;
    dots.forEach((d, i) => { d.style.backgroundColor = i === at ? on : off; });
  }, delay);
  const pause = () => { paused = true; };
  const resume = () => { paused = false; };
  el.addEventListener('mouseenter', pause);
  el.addEventListener('mouseleave', resume);
  el.addEventListener(HYDRATING_EVENT, () => {
    clearInterval(timer);
    el.removeEventListener('mouseenter', pause);
    el.removeEventListener('mouseleave', resume);
    Object.assign(wrapper.style, { display: '', transition: '', transform: '' });
    slides.forEach((s) => { s.style.flex = ''; });
    dots.forEach((d, i) => { d.style.backgroundColor = colours[i]; });
  }, { once: true });
}
