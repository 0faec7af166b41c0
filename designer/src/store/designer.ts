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
import { canRedo, canUndo, createHistory, record, redo as redoHistory, redoLabel, undo as undoHistory, undoLabel, type History } from '../history/history';
import { mergeDefaults } from '../../../src/widgets/registry';
import { toast } from './ui';
import type { ChromeSlot } from '../api/client';

export const $history = atom<History>(createHistory(emptyDoc()));
export const $doc = computed($history, (h) => h.present);
/** The widgets as last loaded or saved: the base of "keep mine on top of theirs" and of the unsaved check. */
export const $savedWidgets = atom<WidgetNode[] | null>(null);
/** The server's version of the document that $savedWidgets is (sent back as If-Match). */
export const $version = atom(0);
/** In a page editor: the shop's header and footer, drawn locked above and below the body. */
export const $lockedChrome = atom<Record<ChromeSlot, WidgetNode[]> | null>(null);
/** What is being edited: a page body, or the shared header/footer in their own editor. */
export const $editKind = atom<'page' | ChromeSlot>('page');
/** The label of the step undo / redo would take, null when there is none (strings: equal ones notify nobody). */
export const $undoStep = computed($history, (h) => (canUndo(h) ? undoLabel(h) ?? '' : null));
export const $redoStep = computed($history, (h) => (canRedo(h) ? redoLabel(h) ?? '' : null));
export const $dirty = computed([$history, $savedWidgets], (h, saved) => saved !== null && h.present.widgets !== saved);

/** Whether the change being made lets the canvas follow at lower priority (see `canvasMayFollow`). */
let canvasFollows = false;

/**
 * Run an action; returns false (after showing its message) when it was refused. `canvasMayFollow`: the
 * operator is typing in the property panel, so the field paints first and the canvas's drawing of the change
 * follows in a transition (canvas/useCanvasDoc.ts); the document and the undo history change at once either way.
 */
export function dispatch(action: Action, { canvasMayFollow = false } = {}): boolean {
  canvasFollows = canvasMayFollow;
  try {
    $history.set(record($history.get(), action));
    return true;
  } catch (e) {
    if (e instanceof ActionError) { toast(e.message, 'error'); return false; }
    throw e;
  } finally {
    canvasFollows = false;
  }
}

/** Read by the canvas's listener while a change is being made: may its drawing of that change follow later? */
export const canvasMayFollow = () => canvasFollows;

export const undo = () => $history.set(undoHistory($history.get()));
export const redo = () => $history.set(redoHistory($history.get()));
export const select = (uuid: string, child?: string) => dispatch(act('selectWidget', child ? { uuid, child } : { uuid }));
/** Shift/ctrl/⌘-click: add the item to the selection or take it out. */
export const toggleSelect = (uuid: string, child?: string) => dispatch(act('toggleSelect', child ? { uuid, child } : { uuid }));
/** Whether a click should add to the selection rather than replace it. */
export const isMultiClick = (e: { shiftKey: boolean; ctrlKey: boolean; metaKey: boolean }) => e.shiftKey || e.ctrlKey || e.metaKey;
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
  // A fixed uuid: two loads of a never-saved document agree on it (the merge matches widgets by uuid).
  if (!widgets.some((w) => w.type === PAGE_TYPE)) widgets.push(createWidget(PAGE_TYPE, 'top', PAGE_SETTINGS_UUID));
  return widgets;
}
export const PAGE_SETTINGS_UUID = '0000000000';

export function loadDocument(stored: WidgetNode[], version = 0, chrome: Record<ChromeSlot, WidgetNode[]> | null = null): void {
  const widgets = prepareWidgets(stored);
  const doc: DocState = { widgets, selected: null };
  $history.set(createHistory({ ...doc, selected: pageSelection(doc) }));
  $savedWidgets.set(widgets);
  $version.set(version);
  $lockedChrome.set(chrome ? { header: prepareWidgets(chrome.header).filter((w) => w.type !== PAGE_TYPE), footer: prepareWidgets(chrome.footer).filter((w) => w.type !== PAGE_TYPE) } : null);
}

/**
 * The merged document replaces what is edited, as one undoable step; the base becomes theirs (the version
 * the next save is on top of), so the page counts as unsaved until saved.
 */
export function adoptMerged(merged: WidgetNode[], theirs: WidgetNode[], version: number): void {
  dispatch(act('adoptMerge', { widgets: merged }));
  $savedWidgets.set(theirs);
  $version.set(version);
}

export function markSaved(version: number): void {
  $savedWidgets.set($history.get().present.widgets);
  $version.set(version);
}

export function closeDocument(): void {
  $history.set(createHistory(emptyDoc()));
  $savedWidgets.set(null);
  $lockedChrome.set(null);
}
