/**
 * Undo/redo over recorded actions. Each step keeps the action and the document before it: undo restores
 * that document, redo re-applies the action (actions are pure, so the result is the same). Selection-only
 * actions change the present without a step; no-op actions leave the history untouched.
 */
import { actionDef, applyAction, type Action } from '../actions';
import type { DocState } from '../doc/state';

export interface Step { action: Action; before: DocState; at: number; mergeKey?: string }

export interface History {
  past: Step[];
  present: DocState;
  future: Step[];
}

export const HISTORY_LIMIT = 100;
/** Edits of the same field within this window collapse into one step. */
export const MERGE_WINDOW_MS = 1000;

export function createHistory(present: DocState): History {
  return { past: [], present, future: [] };
}

/** Apply `action`; throws the action's ActionError unchanged. */
export function record(h: History, action: Action, now = Date.now()): History {
  const def = actionDef(action);
  const next = applyAction(h.present, action);
  if (next === h.present) return h;
  if (!def.record) return { ...h, present: next };
  const mergeKey = def.mergeKey?.(action.payload);
  const last = h.past[h.past.length - 1];
  if (mergeKey && last && last.mergeKey === mergeKey && now - last.at < MERGE_WINDOW_MS) {
    const merged: Step = { ...last, action, at: now };
    return { past: [...h.past.slice(0, -1), merged], present: next, future: [] };
  }
  const step: Step = { action, before: h.present, at: now, mergeKey };
  return { past: [...h.past, step].slice(-HISTORY_LIMIT), present: next, future: [] };
}

export const canUndo = (h: History) => h.past.length > 0;
export const canRedo = (h: History) => h.future.length > 0;

export function undo(h: History): History {
  const step = h.past[h.past.length - 1];
  if (!step) return h;
  return { past: h.past.slice(0, -1), present: step.before, future: [...h.future, step] };
}

export function redo(h: History): History {
  const step = h.future[h.future.length - 1];
  if (!step) return h;
  const present = applyAction(h.present, step.action);
  return { past: [...h.past, { ...step, before: h.present }], present, future: h.future.slice(0, -1) };
}

/** Label of the step undo/redo would take (for the toolbar tooltip). */
export function undoLabel(h: History): string | undefined {
  const s = h.past[h.past.length - 1];
  return s && actionDef(s.action).label;
}

export function redoLabel(h: History): string | undefined {
  const s = h.future[h.future.length - 1];
  return s && actionDef(s.action).label;
}
