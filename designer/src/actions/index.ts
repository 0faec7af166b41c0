/** The table of designer actions; `act(name, payload)` makes a recordable action, `applyAction` runs one. */
import type { DocState } from '../doc/state';
import type { ActionDef } from './types';
import { addWidget } from './addWidget';
import { moveWidget } from './moveWidget';
import { updateProps } from './updateProps';
import { deleteWidget } from './deleteWidget';
import { addChild } from './addChild';
import { moveChild } from './moveChild';
import { deleteChild } from './deleteChild';
import { selectWidget } from './selectWidget';
import { addCombination } from './addCombination';
import { nudgeChild } from './nudgeChild';
import { adoptMerge } from './adoptMerge';
import { toggleSelect } from './toggleSelect';
import { selectChildren } from './selectChildren';
import { deleteMany } from './deleteMany';
import { moveChildren } from './moveChildren';
import { alignChildren, distributeChildren } from './alignChildren';
import { addChildren, addWidgets } from './addMany';
import { moveWidgets } from './moveWidgets';

export const ACTIONS = { addWidget, moveWidget, updateProps, deleteWidget, addChild, moveChild, deleteChild, selectWidget, addCombination, nudgeChild, adoptMerge,
  toggleSelect, selectChildren, deleteMany, moveChildren, alignChildren, distributeChildren, addWidgets, addChildren, moveWidgets };

type Defs = typeof ACTIONS;
export type ActionName = keyof Defs;
export type PayloadOf<N extends ActionName> = Parameters<Defs[N]['apply']>[1];
export type Action = { [N in ActionName]: { name: N; payload: PayloadOf<N> } }[ActionName];

export function act<N extends ActionName>(name: N, payload: PayloadOf<N>): Action {
  return { name, payload } as Action;
}

export function actionDef(action: Action): ActionDef<string, unknown> {
  return ACTIONS[action.name] as unknown as ActionDef<string, unknown>;
}

export function applyAction(state: DocState, action: Action): DocState {
  return actionDef(action).apply(state, action.payload);
}
