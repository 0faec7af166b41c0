/**
 * A carousel's dot picked before the island and Swiper have arrived (issue 28), answered without a framework:
 * the picked dot shows as current and the track shows its slide at once. boot.ts replays the click, so the
 * hydrated island's `go` (shared/carousel) takes the same slide; Swiper, initialised a little later,
 * positions itself there in the same task, so nothing jumps back.
 */
export function respond(island: HTMLElement, target: HTMLElement): boolean {
  if (!target.matches('.w-dot, .w-thumb')) return false;
  const dots = [...(target.parentElement?.children ?? [])] as HTMLElement[];
  const picked = dots.indexOf(target);
  const current = Number(island.dataset.earlySlide ?? 0); // the first render shows slide 0
  const was = dots[current];
  if (picked < 0 || !was) return false;
  if (picked !== current) {
    // Swap what marks the current dot (its colour, or for thumbnails the class and width), so the picked
    // one looks exactly as React will render it.
    if (target.classList.contains('w-thumb')) {
      was.classList.remove('is-active');
      target.classList.add('is-active');
      [was.style.width, target.style.width] = [target.style.width, was.style.width];
    } else {
      [was.style.backgroundColor, target.style.backgroundColor] = [target.style.backgroundColor, was.style.backgroundColor];
    }
    const wrapper = island.querySelector<HTMLElement>('.swiper-wrapper');
    const slide = wrapper?.children[picked] as HTMLElement | undefined;
    if (wrapper && slide) wrapper.style.transform = `translate3d(${-slide.offsetLeft}px, 0, 0)`;
    island.dataset.earlySlide = String(picked);
  }
  return true;
}
