/**
 * Saving a combination runs in order (designer spec §4): name check, token fetch, snapshot, upload, save —
 * after making sure a free panel is selected (§5). Each step is its own function; the ones touching the
 * DOM or the server are passed in, so the order is tested without either.
 */
import type { DocState, WidgetNode } from '../doc/state';
import { checkName } from './checkName';
import { operatorToken } from './operatorToken';
import { selectedPanel } from './selectedPanel';
import { uploadSnapshot, type Upload } from './uploadSnapshot';

export interface CombinationInput { name: string; image: string; params: WidgetNode }

export interface SaveSteps<R> {
  doc(): DocState;
  token(): string;
  snapshot(panelUuid: string): Promise<Blob>;
  upload: Upload;
  save(input: CombinationInput): Promise<R>;
}

export async function saveAsCombination<R>(rawName: string, steps: SaveSteps<R>): Promise<R> {
  const name = checkName(rawName);
  const panel = selectedPanel(steps.doc());
  operatorToken(steps.token);
  const blob = await steps.snapshot(panel.uuid);
  const image = await uploadSnapshot(blob, steps.upload);
  // The server removes uuids and empties links before storing.
  return steps.save({ name, image, params: panel });
}
