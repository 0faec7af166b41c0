/**
 * The only script a first anonymous visit runs (ARCHITECTURE principle 7): no React, a few hundred
 * bytes. Every island is already HTML (rendered at build time); this decides when each one becomes
 * interactive and only then loads React and the island's code (./hydrate-react):
 *  - intent   (default): pointer moving over, focus or touch on the island; a click that came before the code
 *             is replayed once it is interactive;
 *  - activity: the shopper's first move on the page (carousels, so autoplay starts as soon as someone is there);
 *  - visible:  scrolled into view, once the page has loaded (islands that fetch what they show);
 *  - session:  at once when the login cookie is there (mini cart, top bar), otherwise on intent;
 *  - query:    at once when the URL carries list filters (the item list), otherwise on intent.
 * It also points the static "请登录" links back at the current page.
 *
 * Until an island is interactive its first clicks are still answered at once (issue 28): a held click shows
 * its pending state (aria-busy) in the same frame, and islands with a framework-free responder (the item
 * page's spec and quantity buttons, item/early.ts, a few KB loaded with the page) show the real change.
 * Once the shopper is on the page (any pointer move, scroll or key), the islands' code is fetched and
 * hydrated while the page is quiet, so a click that comes later finds them ready. A first visit without
 * input loads none of it. Text fields are no intent: typing needs no framework, and React arrives when the
 * shopper pauses (the typed value is handed over), not between two keystrokes.
 */
import { SHOW_MINI_CART_EVENT, TOKEN_COOKIE } from '../lib/constants';
import { whenIdle } from '../lib/idle';
import { afterNextFrame } from '../lib/frame';
import { autoplayStatic, HYDRATING_EVENT } from '../widgets/W0001-carousel/static-autoplay';
import { keepEarlyInputInAstroIslands } from './boot-astro';
import { CODE_RETRY_MS, isTextField, markHeld, replayTyped, tellCodeMissing, unmarkHeld, type Field } from './held-input';

type Trigger = 'intent' | 'activity' | 'visible' | 'session' | 'query';

/** Island names (widget type or page island) whose trigger is not `intent`. */
const TRIGGERS: Record<string, Trigger> = {
  W0001: 'activity', W0018: 'activity', W0010: 'session', W0019: 'visible', TopBar: 'session', ItemList: 'query',
  // A member's item page wakes at once: footprint, favourite state, a purchase resumed after login.
  ItemDetail: 'session', ItemRates: 'visible',
  // The header search shows the searched words on a results page (/items?keywords=…).
  W0008: 'query',
  // A map loads its provider only when it scrolls into view.
  MapView: 'visible',
};
/**
 * A pointer moving over the island, not merely being over it: Chromium sends a page a pointerover for wherever the
 * cursor rests as soon as the page is laid out (at 0,0 in a fresh headless page, over the top bar), with no move.
 * That woke the top bar on about one first visit in eight and loaded React for a visitor who had done nothing.
 */
const INTENT_EVENTS = ['pointermove', 'focusin', 'touchstart'] as const;
/** Framework-free first answers, per island name (loaded with the page: they must stay a few KB). */
type Responder = (island: HTMLElement, target: HTMLElement) => boolean;
const RESPONDERS: Record<string, () => Promise<{ respond: Responder }>> = {
  ItemDetail: () => import('./item/early'),
  W0001: () => import('../widgets/shared/carousel-early'),
  W0018: () => import('../widgets/shared/carousel-early'),
  W0010: () => import('./minicart-early'),
};
const responders = new WeakMap<HTMLElement, Responder>();
/** A typing pause this long hands a field's island to React (suggestions would wait for it anyway). */
const TYPING_PAUSE_MS = 400;
/** Islands are woken on activity only once no click or key has come for this long. */
const QUIET_MS = 300;
const ACTIVITY_EVENTS = ['pointermove', 'pointerdown', 'scroll', 'wheel', 'keydown', 'touchstart'] as const;
const SELECTOR = '[data-island],[data-page-island]';

const loggedIn = () => document.cookie.split('; ').some((c) => c.startsWith(`${TOKEN_COOKIE}=`) && c.length > TOKEN_COOKIE.length + 1);

/**
 * What the shopper did before an island was interactive, to be done once it is, in order. Until the queue
 * has been worked through the island is not `live`: a click arriving meanwhile joins the queue instead of
 * overtaking the ones held before it (a spec chosen, then 立即购买).
 */
const waiting = new WeakMap<HTMLElement, (() => void)[]>();
/** Islands whose code is under way: resolves true once interactive, false when it could not be had. */
const becoming = new WeakMap<HTMLElement, Promise<boolean>>();
/** Islands whose code is under way with a press or an Enter held: the shopper is owed an answer if it fails. */
const owed = new WeakSet<HTMLElement>();
let replaying = false;

/**
 * Loads React and the island's code once; `after` runs once it is interactive (also when already under way). An
 * `after` that does what the shopper asked (`owe`, the default) is told of when the code cannot be had; one that
 * only tidies up (a hover replayed) is not.
 */
function hydrate(el: HTMLElement, after?: () => void, owe = !!after): Promise<boolean> {
  if (el.dataset.live) { if (after) afterNextFrame(after); return Promise.resolve(true); }
  let queue = waiting.get(el);
  if (!queue) {
    queue = [];
    waiting.set(el, queue);
    el.dataset.booted = '1';
    el.dispatchEvent(new Event(HYDRATING_EVENT)); // a pre-hydration helper (W0001 autoplay) hands over
    const held = queue;
    // Started once the current frame is painted: what the input that woke the island changed (a spec switched,
    // a pending state) is shown before React's download and start-up can take the main thread.
    becoming.set(el, new Promise<boolean>((done) => afterPaint(() => void becomeInteractive(el).then((ok) => {
      if (ok) replayHeld(el, held, () => done(true));
      else { giveUp(el); done(false); }
    }))));
  }
  if (after) queue.push(after);
  if (owe) owed.add(el);
  return becoming.get(el)!;
}

/**
 * An island woken without being asked (on activity, in a quiet moment, on sight, for a member or a query) whose code
 * could not be had — a busy server's 503s for a few seconds, a dropped connection — is woken again later, waiting
 * longer each time, so one refused download neither leaves it dead nor stops the islands queued after it. A press
 * on it meanwhile still wakes it at once.
 */
const BACKGROUND_RETRY_MS = [5_000, 15_000, 60_000];
const backgroundTries = new WeakMap<HTMLElement, number>();
function wakeInBackground(el: HTMLElement, again: (el: HTMLElement) => void): Promise<boolean> {
  return hydrate(el).then((ok) => {
    const tries = backgroundTries.get(el) ?? 0;
    if (!ok && tries < BACKGROUND_RETRY_MS.length) {
      backgroundTries.set(el, tries + 1);
      setTimeout(() => { if (el.isConnected && !el.dataset.booted) again(el); }, BACKGROUND_RETRY_MS[tries]);
    }
    return ok;
  });
}

async function becomeInteractive(el: HTMLElement): Promise<boolean> {
  for (let attempt = 0; ; attempt++) {
    try {
      await (await import('./hydrate-react')).hydrateElement(el);
      return true;
    } catch {
      if (attempt >= CODE_RETRY_MS.length) return false;
      await new Promise((r) => setTimeout(r, CODE_RETRY_MS[attempt]));
    }
  }
}

/**
 * The island's code could not be had: the held presses cannot be done. The shopper is told so (no React here to
 * show a toast: the toaster's markup, by hand) instead of being left with a button pending for ever; the next
 * press starts again. An island nobody pressed is woken again later (wakeInBackground), without a word.
 */
function giveUp(el: HTMLElement): void {
  waiting.delete(el);
  becoming.delete(el);
  delete el.dataset.booted;
  el.querySelectorAll<HTMLElement>('[data-held]').forEach(unmarkHeld);
  if (owed.has(el)) { owed.delete(el); tellCodeMissing(); }
}

/** Once the current frame is painted (or a moment later on a page that draws no frames: a background tab). */
const afterPaint = (fn: () => void) => afterNextFrame(() => setTimeout(fn, 0));

/** One held action per frame, so React has rendered the previous one before the next reads its state. */
function replayHeld(el: HTMLElement, queue: (() => void)[], done: () => void): void {
  const next = queue.shift();
  if (!next) { el.dataset.live = '1'; owed.delete(el); done(); return; }
  afterNextFrame(() => {
    replaying = true;
    try { next(); } finally { replaying = false; }
    replayHeld(el, queue, done);
  });
}

function onIntent(el: HTMLElement): void {
  const go = (e: Event) => {
    if (isTextField(e.target)) return; // pointing at or focusing a text field is no reason to load React now
    for (const t of INTENT_EVENTS) el.removeEventListener(t, go);
    // A hover that woke the island happened before React listened: once interactive, replay it on the
    // element still under the pointer, so hover menus (全部商品分类) open without a second move.
    const target = e.target as Element | null;
    void hydrate(el, e.type === 'pointermove' && target ? () => { if (target.matches(':hover')) target.dispatchEvent(new MouseEvent('mouseover', { bubbles: true, relatedTarget: null })); } : undefined, false);
  };
  for (const t of INTENT_EVENTS) el.addEventListener(t, go, { passive: true });
  // A click before the island's code is interactive (e.g. a tap right after the hover): hold it and replay it.
  const early = (e: Event) => {
    if (replaying) return; // a held click being done now
    if (el.dataset.live) { el.removeEventListener('click', early, true); return; }
    const target = (e.target as HTMLElement).closest<HTMLElement>('button,[role="button"],input,label,select');
    if (!target) return; // plain links work without JavaScript
    // Clicking into a text field (the header search box) only places the caret: the browser does that itself, and
    // loading React then would hold up the paint of the first keystrokes. Typing hands the field over (earlyInput).
    if (isTextField(target)) return;
    e.preventDefault();
    e.stopPropagation();
    // Shown at once: the real change where no framework is needed, else the pending state.
    const answered = !!responders.get(el)?.(el, target);
    if (!answered) markHeld(target);
    void hydrate(el, () => { unmarkHeld(target); target.click(); });
  };
  el.addEventListener('click', early, true);
  // Typing before the code is interactive (a quantity filled in right after focusing it) lands in the DOM
  // only, and hydration puts the rendered value back: once interactive, hand each typed value to React as
  // an input event, and its commit-on-blur if the field was left meanwhile.
  const typed = new Map<Field, string>();
  let pause: ReturnType<typeof setTimeout> | undefined;
  // Handed over once: what is typed after that goes to React itself.
  const handOver = () => { clearTimeout(pause); if (typed.size) void hydrate(el, () => { typed.forEach((value, f) => replayTyped(f, value)); typed.clear(); }); };
  const earlyInput = (e: Event) => {
    if (el.dataset.live) { el.removeEventListener('input', earlyInput, true); return; }
    const field = e.target as Field;
    typed.set(field, field.value);
    if (el.dataset.booted) return handOver(); // code already under way: the value joins the replay
    clearTimeout(pause);
    pause = setTimeout(handOver, TYPING_PAUSE_MS);
  };
  el.addEventListener('input', earlyInput, true);
  el.addEventListener('focusout', (e) => { if (!el.dataset.live && typed.has(e.target as Field)) handOver(); }, true);
  // Enter in a field before the code is interactive (a search typed and sent as the page opens) would go
  // nowhere: hold it and hand it to React after the typed value.
  const earlyEnter = (e: KeyboardEvent) => {
    if (replaying) return;
    if (el.dataset.live) { el.removeEventListener('keydown', earlyEnter, true); return; }
    if (e.key !== 'Enter' || !(e.target instanceof HTMLInputElement) || e.isComposing) return;
    const field = e.target;
    e.preventDefault();
    handOver(); // the typed value first, then Enter
    void hydrate(el, () => field.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', code: 'Enter', keyCode: 13, bubbles: true, cancelable: true })));
  };
  el.addEventListener('keydown', earlyEnter, true);
  keepFromReactWhileHydrating(el);
}

/**
 * React answers a discrete event (pointerdown, click, a key…) inside a root it is still hydrating by finishing
 * that whole hydration at once, synchronously, before the event: on a member's item page at 4× CPU that was one
 * task of 400+ ms between the press and any paint (traced in Chromium, issue 28). Until the island has been
 * hydrated those events stop here, in a capture listener registered before React's own on the same element;
 * boot's listeners above (registered first) have already held the click, kept the typing or the Enter, so
 * nothing is lost: they are replayed once React owns the island, and hydration goes on in small slices.
 */
const REACT_DISCRETE_EVENTS = ['pointerdown', 'pointerup', 'pointercancel', 'mousedown', 'mouseup', 'click', 'auxclick', 'dblclick', 'contextmenu',
  'touchstart', 'touchend', 'touchcancel', 'keydown', 'keypress', 'keyup', 'input', 'change', 'textInput', 'compositionstart', 'compositionend',
  'copy', 'cut', 'paste', 'dragstart', 'dragend', 'drop', 'reset'] as const;
function keepFromReactWhileHydrating(el: HTMLElement): void {
  const stop = (e: Event) => {
    if (el.dataset.hydrated) { for (const t of REACT_DISCRETE_EVENTS) el.removeEventListener(t, stop, true); return; }
    if (el.dataset.booted) e.stopImmediatePropagation();
  };
  for (const t of REACT_DISCRETE_EVENTS) el.addEventListener(t, stop, true);
}

let active = false;
const waitingForActivity: HTMLElement[] = [];
function onActivity(el: HTMLElement): void {
  if (active) { void wakeInBackground(el, queueQuiet); return; }
  waitingForActivity.push(el);
}
const wake = () => {
  if (active) return;
  active = true;
  for (const t of ACTIVITY_EVENTS) removeEventListener(t, wake);
  // The first move is usually on its way to a press or a field: the quiet wait counts from it, so React's start-up
  // does not land between that press and its paint, or between the first keystrokes.
  lastAct = performance.now();
  waitingForActivity.splice(0).forEach((el) => void wakeInBackground(el, queueQuiet));
  wakeQuietly();
};

/**
 * Intent islands, once the shopper is on the page: hydrated one by one whenever the page is quiet (idle, and
 * no click or key for QUIET_MS), so a later first click finds them interactive without React starting up
 * between that click and its answer. Islands already woken (intent, session) are skipped. One island at a time:
 * the next waits until the one before is interactive or its code has failed (then it is queued again, later).
 */
const wakeWhenQuiet: HTMLElement[] = [];
let lastAct = 0;
let wakingQuietly = false;
function queueQuiet(el: HTMLElement): void {
  wakeWhenQuiet.push(el);
  if (active) wakeQuietly();
}
function wakeQuietly(): void {
  if (wakingQuietly) return;
  // What the page is about (the item, the list) before the header and footer.
  wakeWhenQuiet.sort((a, b) => Number(!!b.closest('main')) - Number(!!a.closest('main')));
  const next = wakeWhenQuiet.shift();
  if (!next) return;
  wakingQuietly = true;
  const onward = () => { wakingQuietly = false; wakeQuietly(); };
  const ready = () => {
    const wait = lastAct + QUIET_MS - performance.now();
    if (wait > 0) { setTimeout(() => whenIdle(ready), wait); return; }
    if (!next.isConnected || next.dataset.booted) return onward();
    void wakeInBackground(next, queueQuiet).then(onward);
  };
  whenIdle(ready);
}

const seen = typeof IntersectionObserver === 'undefined' ? undefined : new IntersectionObserver((entries) => {
  for (const e of entries) {
    if (!e.isIntersecting) continue;
    seen!.unobserve(e.target);
    void wakeInBackground(e.target as HTMLElement, (el) => seen!.observe(el)); // asked again while it is in view
  }
}, { rootMargin: '200px' });

function arm(el: HTMLElement): void {
  const name = el.dataset.island ?? el.dataset.pageIsland ?? '';
  const trigger = TRIGGERS[name] ?? (el.dataset.hydrate === 'visible' ? 'visible' : 'intent');
  void RESPONDERS[name]?.().then((m) => responders.set(el, m.respond)).catch(() => undefined);
  // Woken at once, but its code still has to arrive: a click or typing meanwhile is held and replayed (onIntent).
  if ((trigger === 'session' && loggedIn()) || (trigger === 'query' && new URLSearchParams(location.search).toString() !== '')) {
    onIntent(el);
    void wakeInBackground(el, queueQuiet);
    return;
  }
  if (name === 'W0001') autoplayStatic(el); // its slides advance before the first move loads Swiper
  if (trigger === 'activity') { onIntent(el); return onActivity(el); } // a click before the code is there is held
  if (trigger === 'visible') return afterLoad(() => (seen ? seen.observe(el) : void hydrate(el)));
  onIntent(el);
  queueQuiet(el);
}

/**
 * Whether an island is near the view is asked once the page has loaded: before that, images without a size
 * (a goods description's) are still 0 px tall, and what sits below them (评价, 为你推荐) looks near when it is not.
 */
function afterLoad(then: () => void): void {
  if (document.readyState === 'complete') then();
  else addEventListener('load', then, { once: true });
}

/** Login links in static HTML return to the current page after login. */
function pointLoginLinks(): void {
  const here = location.pathname + location.search;
  if (here.startsWith('/auth/')) return;
  document.querySelectorAll<HTMLAnchorElement>('a[data-login-link]').forEach((a) => { a.href = `/auth/login?redirectUrl=${encodeURIComponent(here)}`; });
}

/** Arms every island under `root` (also used for islands added later, e.g. by another island). */
export function bootIslands(root: ParentNode = document): void {
  root.querySelectorAll<HTMLElement>(SELECTOR).forEach((el) => { if (!el.parentElement?.closest(SELECTOR)) arm(el); });
}

/** Add-to-cart opens the mini cart: wake a mini cart still waiting, then tell it again. */
function onCartShown(e: Event): void {
  document.querySelectorAll<HTMLElement>('[data-island="W0010"]:not([data-booted])').forEach((el) => void hydrate(el, () => dispatchEvent(new CustomEvent(e.type))));
}

function start(): void {
  addEventListener(SHOW_MINI_CART_EVENT, onCartShown);
  for (const t of ['pointerdown', 'keydown', 'input'] as const) addEventListener(t, () => { lastAct = performance.now(); }, { capture: true, passive: true });
  for (const t of ACTIVITY_EVENTS) addEventListener(t, wake, { passive: true });
  pointLoginLinks();
  keepEarlyInputInAstroIslands();
  bootIslands();
  // A member's prices differ from the page's public ones: corrected by one call; nothing loads for a guest.
  if (loggedIn()) void import('./member-prices').then((m) => m.correctPrices());
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
else start();
