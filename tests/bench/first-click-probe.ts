/**
 * In-page probe of the first-click bench (installed with addInitScript before any page script): from the
 * first input event after `arm()` (pointerdown, pointerover or keydown) to the first frame painted once a
 * watched condition holds. A condition is declarative (selector, text, attribute, property), checked on
 * every DOM mutation and every frame (a field's value or a checkbox's state are properties, not
 * mutations); the paint time is taken by a message posted from the next animation frame, which runs
 * after that frame has been painted. INP-style: the longest 'event' timing entry of the interaction.
 */
export interface Condition {
  /** CSS selector; the condition holds when some match satisfies the rest. */
  sel: string;
  /** visible text contains this */
  text?: string;
  /** attribute has this value (null: is absent) */
  attr?: [string, string | null];
  /** attribute contains this text */
  attrHas?: [string, string];
  /** `value` / `checked` property */
  value?: string;
  checked?: boolean;
  /** the match is rendered (has a box) */
  visible?: boolean;
  /** inverts the whole condition */
  not?: boolean;
}
export interface Watch { name: string; all: Condition[]; /** start only once this watch has fired */ after?: string }
export type StartEvent = 'pointerdown' | 'pointerover' | 'keydown';

declare global {
  interface Window {
    __fc: { arm(ev: StartEvent, within?: string): void; watch(w: Watch): void; t0: number | null; marks: Record<string, number>; inp: number };
  }
}

/** Runs in the page (serialised by Playwright): keep it self-contained. */
export function probe(): void {
  const fc = {
    t0: null as number | null, marks: {} as Record<string, number>, inp: 0,
    start: '' as string, within: '' as string,
    arm(ev: string, within = '') { fc.start = ev; fc.within = within; fc.t0 = null; },
    watch(w: { name: string; all: Record<string, unknown>[]; after?: string }) {
      const holds = (c: Record<string, unknown>): boolean => {
        const hit = [...document.querySelectorAll<HTMLElement>(c.sel as string)].some((el) => {
          // textContent, not innerText: checked every frame, it must not force a layout of its own.
          if (c.text !== undefined && !(el.textContent ?? '').includes(c.text as string)) return false;
          if (c.attr !== undefined) { const [k, v] = c.attr as [string, string | null]; if (el.getAttribute(k) !== v) return false; }
          if (c.attrHas !== undefined) { const [k, v] = c.attrHas as [string, string]; if (!(el.getAttribute(k) ?? '').includes(v)) return false; }
          if (c.value !== undefined && (el as HTMLInputElement).value !== c.value) return false;
          if (c.checked !== undefined && (el as HTMLInputElement).checked !== c.checked) return false;
          if (c.visible && !(el.offsetWidth || el.offsetHeight || el.getClientRects().length)) return false;
          return true;
        });
        return c.not ? !hit : hit;
      };
      let done = false;
      const check = () => {
        if (done || fc.t0 === null || (w.after && !(w.after in fc.marks))) return;
        if (!w.all.every(holds)) return;
        done = true;
        requestAnimationFrame(() => {
          const ch = new MessageChannel();
          ch.port1.onmessage = () => {
            fc.marks[w.name] = performance.now() - fc.t0!;
            // Reported at once too: a response that navigates away (立即购买) leaves no page to ask.
            (window as unknown as { __fcReport?: (n: string, v: number) => void }).__fcReport?.(w.name, fc.marks[w.name]);
          };
          ch.port2.postMessage(0);
        });
      };
      new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
      const frame = () => { check(); if (!done) requestAnimationFrame(frame); };
      requestAnimationFrame(frame);
    },
  };
  for (const type of ['pointerdown', 'pointerover', 'keydown']) {
    addEventListener(type, (e) => {
      if (fc.t0 !== null || fc.start !== type) return;
      if (fc.within && !(e.target instanceof Element && e.target.closest(fc.within))) return;
      fc.t0 = e.timeStamp;
    }, { capture: true, passive: true });
  }
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { interactionId?: number })[]) {
        if (e.interactionId && fc.t0 !== null && e.startTime >= fc.t0 - 1) fc.inp = Math.max(fc.inp, e.duration);
      }
    }).observe({ type: 'event', buffered: true, durationThreshold: 16 } as PerformanceObserverInit);
  } catch { /* no event timing */ }
  (window as unknown as { __fc: typeof fc }).__fc = fc;
}
