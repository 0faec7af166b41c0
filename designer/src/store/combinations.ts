/** Saved combination modules (组合模块): the palette's third group; insert, save and delete them. */
import { atom } from 'nanostores';
import { act } from '../actions';
import { api, sessionUser } from '../api/client';
import { combinationUuids, type Combination } from '../combination/instantiate';
import { SAVED } from '../combination/messages';
import { saveAsCombination } from '../combination/saveAsCombination';
import { panelElement, snapshotPanel } from '../combination/snapshot';
import { T } from '../strings';
import { $doc, dispatch } from './designer';
import { confirmDialog, toast } from './ui';

export const $combinations = atom<Combination[]>([]);

export async function loadCombinations(): Promise<void> {
  try {
    $combinations.set((await api.combinations()).list ?? []);
  } catch (e) {
    toast((e as Error).message, 'error');
  }
}

/** Inserts combination `id` as a new free panel (at the end, or before top-level index `index`). */
export function insertCombination(id: number, index?: number): boolean {
  const c = $combinations.get().find((x) => x.id === id);
  if (!c) return false;
  return dispatch(act('addCombination', { params: c.params, uuids: combinationUuids(c.params), ...(index === undefined ? {} : { index }) }));
}

export async function deleteCombination(c: Combination): Promise<void> {
  if (!(await confirmDialog(T.combination.confirmDelete))) return;
  try {
    await api.deleteCombination(c.id);
    $combinations.set($combinations.get().filter((x) => x.id !== c.id));
    toast(T.deleted, 'success');
  } catch (e) {
    toast((e as Error).message, 'error');
  }
}

/** The save button: the spec's steps in order; true when saved (toast 组合模块保存成功！). */
export async function saveSelectedPanel(name: string): Promise<boolean> {
  try {
    const row = await saveAsCombination(name, {
      doc: () => $doc.get(),
      token: sessionUser,
      snapshot: (uuid) => snapshotPanel(panelElement(uuid)),
      upload: api.upload,
      save: api.saveCombination,
    });
    $combinations.set([row, ...$combinations.get().filter((x) => x.id !== row.id)]);
    toast(SAVED, 'success');
    return true;
  } catch (e) {
    toast((e as Error).message, 'error');
    return false;
  }
}
