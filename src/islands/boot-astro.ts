/**
 * Astro `client:load` islands (every form: login, register, password reset, addresses, the member centre, cart and
 * checkout pages) hydrate through Astro's own loader, not boot's. What boot keeps for them (issue 28):
 *
 * - Astro fires `astro:hydrate` as soon as it has *scheduled* React's hydration (a transition); React renders the
 *   fields some frames later. A value typed into a field React has not rendered yet never reaches its state (its
 *   tracker starts from the typed text), and a press in that time reached the form before the typed values: 登录
 *   validated two empty fields, then the values handed over cleared the errors — no request, nothing pending, no
 *   error. So a value typed before React has committed its field is kept and handed to React once it has (a tick
 *   in the frames between React rendering a box and committing the form was lost as well: see reactCommitted), and a
 *   press made before the island's code is there, or while values wait to be handed over, is held (shown
 *   pending) and done after them, one a frame, in order.
 * - Astro never asks again for island code that did not arrive (a busy server's 503): the island stayed static
 *   and a held press pending for ever. Boot asks for the same modules again after 1 s and 3 s and, once they are
 *   there, has Astro start the island again; if they cannot be had, or React has not taken the fields within
 *   HANDOVER_LIMIT_MS, the held presses are released and the shopper is told 网络异常，请稍后重试.
 * - A form without an action is the island's alone: if React did not take its submit (its root still being
 *   hydrated), the browser would GET the page again without its query (the redirect lost). It is held instead and
 *   asked again once React has the form.
 *
 * The listeners are on the document, in the capture phase, so they run before React's on the island whether
 * boot started before or after Astro hydrated it.
 */
import { CODE_RETRY_MS, fieldState, isField, markHeld, reactCommitted, replayTyped, tellCodeMissing, trackerOf, unmarkHeld, type Field } from './held-input';
import { nextFrame } from '../lib/frame';

/** How long React may take, once the island's code is there, to render the fields before held presses are given up. */
const HANDOVER_LIMIT_MS = 10_000;
const PRESSABLE = 'button,[role="button"],input[type="submit"],input[type="button"]';
const FIELDS = 'input,textarea';

type AstroIsland = HTMLElement & { start?: () => Promise<void> };
/** A field or button remembered with its place, to find it again if React drew the island anew. */
interface Remembered<T extends HTMLElement> { el: T; index: number }
/** A press to be done, and since when it has waited. */
interface Held { target: Remembered<HTMLElement>; act: (target: HTMLElement) => void; since: number }
interface Pending {
  typed: Map<Field, { state: string; index: number }>;
  held: Held[];
  working: boolean;
}

const pending = new WeakMap<HTMLElement, Pending>();
/** True while boot itself hands input to React: those events are React's, not the shopper's. */
let handingOver = false;
/** While a held press is done: since when it has waited (a submit React did not take yet is held again, not anew). */
let replayedSince: number | undefined;

const islandOf = (t: EventTarget | null): AstroIsland | null => (t instanceof Element ? t.closest<AstroIsland>('astro-island') : null);
const pendingOf = (island: HTMLElement): Pending => {
  let p = pending.get(island);
  if (!p) pending.set(island, (p = { typed: new Map(), held: [], working: false }));
  return p;
};
/** Presses wait while the code is not there, or values typed before React wait to be handed over (and behind those). */
const mustHold = (island: HTMLElement): boolean => {
  const p = pending.get(island);
  return island.hasAttribute('ssr') || !!p && (p.typed.size > 0 || p.held.length > 0);
};
/** The element itself, or the one in its place if React replaced the island's markup (a hydration mismatch). */
function current<T extends HTMLElement>(island: HTMLElement, r: Remembered<T>, selector: string): T | undefined {
  if (r.el.isConnected) return r.el;
  const again = r.el.id ? island.querySelector<T>(`#${CSS.escape(r.el.id)}`) : island.querySelectorAll<T>(selector)[r.index];
  return again ?? undefined;
}
const indexIn = (island: HTMLElement, el: Element, selector: string) => [...island.querySelectorAll(selector)].indexOf(el);

/** A field's value or tick that React will not hear by itself is kept for the handover. */
function keepTyped(field: Field): void {
  const island = islandOf(field);
  if (!island || field.closest('astro-slot,astro-static-slot')) return; // static slot markup is not React's
  const tracker = trackerOf(field);
  const p = pending.get(island);
  // A tracker made by a render React has not committed yet is not to be trusted (see reactCommitted).
  if (tracker && reactCommitted(island)) {
    // React rendered the field before this change and sees the difference itself; a field it missed a change of
    // (its tracker made after that change) keeps the latest state; anything else is React's already.
    if (tracker.getValue() !== fieldState(field)) p?.typed.delete(field);
    else if (p?.typed.has(field)) p.typed.set(field, { state: fieldState(field), index: p.typed.get(field)!.index });
    return;
  }
  pendingOf(island).typed.set(field, { state: fieldState(field), index: indexIn(island, field, FIELDS) });
  void handOver(island);
}

function hold(island: AstroIsland, target: HTMLElement, act: (target: HTMLElement) => void): void {
  const p = pendingOf(island);
  if (p.held.some((h) => h.target.el === target)) return; // a double press is one login
  markHeld(target);
  p.held.push({ target: { el: target, index: indexIn(island, target, PRESSABLE) }, act, since: replayedSince ?? performance.now() });
  void handOver(island);
}

function onInput(e: Event): void {
  if (!handingOver && isField(e.target)) keepTyped(e.target);
}

function onClick(e: MouseEvent): void {
  if (handingOver) return;
  const island = islandOf(e.target);
  if (!island) return;
  // A tick box is ticked by the browser before React hears the click: kept like typing, never held.
  if (isField(e.target) && (e.target.type === 'checkbox' || e.target.type === 'radio')) return keepTyped(e.target);
  if (!mustHold(island)) return; // React answers (hydrating the rest at once if it must)
  const target = (e.target as Element).closest<HTMLElement>(PRESSABLE);
  if (!target || islandOf(target) !== island) return; // plain links work without JavaScript
  e.preventDefault(); // a submit button would otherwise post the form natively
  e.stopPropagation();
  hold(island, target, (t) => t.click());
}

const submitAgain = (submitter: HTMLElement | null) => (form: HTMLElement) => {
  const f = form as HTMLFormElement;
  if (submitter?.isConnected && (submitter as HTMLButtonElement).form === f) f.requestSubmit(submitter as HTMLButtonElement);
  else f.requestSubmit();
};

/** A submit with no click before it (requestSubmit, Enter in a form without a submit button) while presses wait. */
function onSubmitEarly(e: SubmitEvent): void {
  if (handingOver || !(e.target instanceof HTMLFormElement)) return;
  const island = islandOf(e.target);
  if (!island || !mustHold(island)) return;
  e.preventDefault();
  e.stopPropagation();
  hold(island, e.target, submitAgain(e.submitter));
}

/** After React's own listeners: a submit of an action-less island form that nobody took is never sent natively. */
function onSubmitUnanswered(e: SubmitEvent): void {
  const form = e.target;
  if (e.defaultPrevented || !(form instanceof HTMLFormElement) || form.hasAttribute('action')) return;
  const island = islandOf(form);
  if (!island) return;
  e.preventDefault();
  hold(island, form, submitAgain(e.submitter));
}

/** Asks for the island's code again while Astro's download failed; resolves false when it cannot be had. */
async function codeArrived(island: AstroIsland): Promise<boolean> {
  for (let attempt = 0; ; attempt++) {
    if (!island.hasAttribute('ssr')) return true;
    try {
      const urls = [island.getAttribute('component-url'), island.getAttribute('renderer-url')].filter((u): u is string => !!u);
      await Promise.all(urls.map((u) => import(/* @vite-ignore */ u)));
      // The same modules as Astro's own download: were it alive, it has hydrated the island by the next task.
      await new Promise((r) => setTimeout(r, 0));
      // It was not: Astro logged the failure and stopped. Started again only where Astro's start is the whole story
      // (client:load, not inside an island still waiting for its own code).
      if (island.hasAttribute('ssr') && island.getAttribute('client') === 'load' && !island.parentElement?.closest('astro-island[ssr]')) await island.start?.();
      return true;
    } catch {
      if (attempt >= CODE_RETRY_MS.length) return false;
      await new Promise((r) => setTimeout(r, CODE_RETRY_MS[attempt]));
    }
  }
}

/** Until `ready`, a frame at a time; false when HANDOVER_LIMIT_MS passes first. */
async function framesUntil(ready: () => boolean): Promise<boolean> {
  const limit = performance.now() + HANDOVER_LIMIT_MS;
  while (!ready()) {
    if (performance.now() > limit) return false;
    await nextFrame();
  }
  return true;
}

/** Hands the kept values, then the held presses, to React once it has the fields; gives up with a notice. */
async function handOver(island: AstroIsland): Promise<void> {
  const p = pendingOf(island);
  if (p.working) return;
  p.working = true;
  let done = false;
  try {
    const ready = await codeArrived(island) && await framesUntil(() => !island.hasAttribute('ssr') && reactCommitted(island)
      && [...p.typed].every(([field, kept]) => { const f = current(island, { el: field, index: kept.index }, FIELDS); return !f || trackerOf(f); }));
    if (!ready) return release(p);
    handingOver = true;
    try {
      p.typed.forEach((kept, field) => { const f = current(island, { el: field, index: kept.index }, FIELDS); if (f) replayTyped(f, kept.state); });
      p.typed.clear();
    } finally { handingOver = false; }
    // One press a frame, so React has rendered the typed values (and the press before) that it acts on.
    while (p.held.length > 0) {
      await nextFrame();
      if (performance.now() - p.held[0].since > HANDOVER_LIMIT_MS) return release(p); // React never took it
      const { target, act, since } = p.held.shift()!;
      unmarkHeld(target.el);
      const el = current(island, target, PRESSABLE);
      if (!el) continue;
      unmarkHeld(el);
      handingOver = true;
      replayedSince = since;
      try { act(el); } finally { handingOver = false; replayedSince = undefined; }
    }
    done = true;
  } finally {
    p.working = false;
  }
  // More came while the last was handed over (not after a failure: the next input or press starts again).
  if (done && (p.typed.size > 0 || p.held.length > 0)) void handOver(island);
}

/** The held presses cannot be done: not left pending for ever; the shopper is told and the next press starts again. */
function release(p: Pending): void {
  if (p.held.length === 0) return;
  p.held.splice(0).forEach(({ target }) => unmarkHeld(target.el));
  tellCodeMissing();
}

export function keepEarlyInputInAstroIslands(): void {
  document.addEventListener('input', onInput, true);
  document.addEventListener('click', onClick, true);
  document.addEventListener('submit', onSubmitEarly, true);
  document.addEventListener('submit', onSubmitUnanswered);
  // Code that did not arrive is asked for again at once, not only when the shopper presses.
  document.querySelectorAll<AstroIsland>('astro-island[ssr]').forEach((island) => void handOver(island));
}
