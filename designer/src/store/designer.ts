/**
 * The document store: the undo/redo history in a nanostore. Components dispatch named actions; refusals
 * (ActionError) become an error toast. Loading a page resets the history and remembers the saved list
 * for the unsaved-changes check.
 */
import { atom, computed } from 'nanostores';
import { act, type Action } from '../actions';
import { ActionError, PAGE_TYPE, childrenOf, type DocState, type WidgetNode, emptyDoc, pageSelection } from '../doc/state';
import { createWidget } from '../doc/createWidget';
import { deriveOnLoad } from '../doc/derive';
import { newUuid } from '../doc/uuid';
import { createHistory, record, redo as redoHistory, undo as undoHistory, type History } from '../history/history';
import { mergeDefaults } from '../../../src/widgets/registry';
import { toast } from './ui';
import { changedChrome, chromeSnapshot, type ChromeSlot, type ChromeSnapshot } from '../doc/chrome';

export const $history = atom<History>(createHistory(emptyDoc()));
export const $doc = computed($history, (h) => h.present);
const $savedWidgets = atom<WidgetNode[] | null>(null);
/** Header/footer as last loaded or saved: saving writes them only when they differ. */
let savedChrome: ChromeSnapshot | null = null;
export const unsavedChrome = (): ChromeSlot[] => changedChrome(savedChrome, $history.get().present.widgets);
export const $dirty = computed([$history, $savedWidgets], (h, saved) => saved !== null && h.present.widgets !== saved);

/** Run an action; returns false (after showing its message) when it was refused. */
export function dispatch(action: Action): boolean {
  try {
    $history.set(record($history.get(), action));
    return true;
  } catch (e) {
    if (e instanceof ActionError) { toast(e.message, 'error'); return false; }
    throw e;
  }
}

export const undo = () => $history.set(undoHistory($history.get()));
export const redo = () => $history.set(redoHistory($history.get()));
export const select = (uuid: string, child?: string) => dispatch(act('selectWidget', child ? { uuid, child } : { uuid }));
export const selectPage = () => {
  const sel = pageSelection($history.get().present);
  if (sel) dispatch(act('selectWidget', sel));
};

/** Stored widgets → editable document: merged over defaults, uuids ensured, a W0000 appended if missing. */
export function prepareWidgets(stored: WidgetNode[]): WidgetNode[] {
  const widgets = (Array.isArray(stored) ? stored : []).filter((w) => w && typeof w === 'object').map((w) => {
    const node: WidgetNode = deriveOnLoad(mergeDefaults({ ...w, uuid: w.uuid || newUuid() }));
    if (node.type === 'W0006') node.childWidgets = childrenOf(node).map((c) => ({ ...c, uuid: c.uuid || newUuid() }));
    return node;
  });
  if (!widgets.some((w) => w.type === PAGE_TYPE)) widgets.push(createWidget(PAGE_TYPE));
  return widgets;
}

export function loadDocument(stored: WidgetNode[]): void {
  const widgets = prepareWidgets(stored);
  const doc: DocState = { widgets, selected: null };
  $history.set(createHistory({ ...doc, selected: pageSelection(doc) }));
  $savedWidgets.set(widgets);
  savedChrome = chromeSnapshot(widgets);
}

export function markSaved(): void {
  $savedWidgets.set($history.get().present.widgets);
  savedChrome = chromeSnapshot($history.get().present.widgets);
}

export function closeDocument(): void {
  $history.set(createHistory(emptyDoc()));
  $savedWidgets.set(null);
  savedChrome = null;
}
