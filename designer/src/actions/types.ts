/**
 * A designer edit is a named, pure function over the document. The history records `{name, payload}` pairs
 * and replays them on redo, so an action must be deterministic: anything random (uuids) travels in the payload.
 */
import type { DocState } from '../doc/state';

export interface ActionDef<N extends string, P> {
  name: N;
  /** Chinese label shown in the undo/redo tooltips. */
  label: string;
  /** false for actions that do not change the page (selection): they never enter the history. */
  record: boolean;
  /** Returns the same state object when nothing changes; throws ActionError with a message when refused. */
  apply(state: DocState, payload: P): DocState;
  /** Consecutive edits with the same key (typing into one field) collapse into one history step. */
  mergeKey?(payload: P): string | undefined;
}

export function defineAction<N extends string, P>(def: ActionDef<N, P>): ActionDef<N, P> {
  return def;
}
