/**
 * The shop's hot search words (console 设置 › 热门搜索词), read once when a header search box is first drawn or
 * selected, never at startup (opening the designer makes no extra request); saving them in the console updates them.
 */
import { atom } from 'nanostores';
import { api } from '../api/client';

/** null until read (the canvas shows the designed words meanwhile). */
export const $shopHotWords = atom<string[] | null>(null);
let reading: Promise<void> | null = null;

export function loadShopHotWords(): Promise<void> {
  reading ??= api.hotWords().then((words) => $shopHotWords.set(words), () => { reading = null; });
  return reading;
}
