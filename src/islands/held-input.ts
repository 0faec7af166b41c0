/**
 * What boot does with input made before React owns an island (issue 28): the pending state of a held press,
 * handing a typed value (or a tick) to React once it has rendered the field, and telling the shopper when the
 * island's code cannot be had. Shared by boot.ts (boot's own islands) and boot-astro.ts (Astro's `client:load`).
 */
import { TOAST_MS } from '../lib/constants';
import { afterNextFrame } from '../lib/frame';

export type Field = HTMLInputElement | HTMLTextAreaElement;
interface Tracker { getValue(): string; setValue(v: string): void }

/** Waits before asking again for island code that did not arrive (a busy server's 503, a dropped connection). */
export const CODE_RETRY_MS = [1000, 3000];
export const CODE_MISSING = '网络异常，请稍后重试';

export const isField = (t: EventTarget | null): t is Field => t instanceof HTMLInputElement || t instanceof HTMLTextAreaElement;
const TEXT_TYPES = new Set(['text', 'search', 'tel', 'number', 'email', 'url', 'password']);
export const isTextField = (t: EventTarget | null): boolean => t instanceof HTMLTextAreaElement || (t instanceof HTMLInputElement && TEXT_TYPES.has(t.type));
const isCheckable = (f: Field): f is HTMLInputElement => f instanceof HTMLInputElement && (f.type === 'checkbox' || f.type === 'radio');

/**
 * React's record of what a field last held, attached when React renders the field (while hydrating too, before
 * the commit). React hears an input only when the field differs from it: a tracker made after the shopper typed
 * starts from the typed text, and that text never reaches React's state.
 */
export const trackerOf = (f: Field): Tracker | undefined => (f as Field & { _valueTracker?: Tracker | null })._valueTracker ?? undefined;

/**
 * Whether React has committed the hydration of the root in `container` (an Astro island: Astro hydrates React into
 * the island element itself). React makes a field's tracker while it renders, frames before it commits; a click in
 * between makes React hydrate again at once, and hydrating a tick box again re-reads its tick into the tracker
 * (`checked = checked` through the tracker's own setter), so the click's change is never heard: a box ticked then
 * stayed unticked in React's state. The same record React's own event replaying reads (internal, like the tracker).
 */
export function reactCommitted(container: Element): boolean {
  const key = Object.keys(container).find((k) => k.startsWith('__reactContainer$'));
  const hostRoot = key ? (container as unknown as Record<string, { stateNode?: { current?: { memoizedState?: { isDehydrated?: boolean } } } }>)[key] : undefined;
  return hostRoot?.stateNode?.current?.memoizedState?.isDehydrated === false;
}

/** What a field holds as React's tracker sees it: its text, or for a tick box whether it is ticked. */
export const fieldState = (f: Field): string => (isCheckable(f) ? String(f.checked) : f.value);

/** Gives React (which has rendered the field by now) a value typed or a box ticked before it had. */
export function replayTyped(field: Field, state: string): void {
  const tracker = trackerOf(field);
  if (!tracker) return;
  if (isCheckable(field)) {
    const ticked = state === 'true';
    if (!ticked && field.type === 'radio') return; // the radio chosen instead is replayed itself
    // React hears a tick as a click: set the box back without React knowing, then click it to where it was left.
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'checked')?.set?.call(field, !ticked);
    tracker.setValue(String(!ticked));
    field.click();
    return;
  }
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set;
  setter?.call(field, state);
  tracker.setValue(''); // what React last knew differs, so its onChange fires
  field.dispatchEvent(new Event('input', { bubbles: true }));
  // The commit-on-blur reads what React rendered from that input, so it follows a frame later.
  if (document.activeElement !== field) afterNextFrame(() => field.dispatchEvent(new FocusEvent('focusout', { bubbles: true })));
}

/** The pending state of a held press, painted before the framework arrives; cleared when it is replayed. */
export function markHeld(target: HTMLElement): void {
  target.setAttribute('aria-busy', 'true');
  target.dataset.held = '';
}
export function unmarkHeld(target: HTMLElement): void {
  if (!('held' in target.dataset)) return;
  target.removeAttribute('aria-busy');
  delete target.dataset.held;
}

/** An error toast without React (the toaster's own markup): the island that would show it is the one missing. */
export function tellCodeMissing(): void {
  const notice = document.createElement('div');
  notice.className = 'toast toast-error';
  notice.setAttribute('role', 'alert');
  notice.textContent = CODE_MISSING;
  document.body.append(notice);
  setTimeout(() => notice.remove(), TOAST_MS);
}
