/**
 * Page islands the compiler renders into template-driven pages as
 * `<div data-page-island="Name" data-props='…'>…</div>`; hydrate.ts loads them by this name.
 * One line per island; each is its own chunk, loaded only on pages that use it.
 */
import type { ComponentType } from 'react';

export type PageIslandLoader = () => Promise<{ default: ComponentType<any> }>; // eslint-disable-line @typescript-eslint/no-explicit-any

export const pageIslands: Record<string, PageIslandLoader> = {
  ItemDetail: () => import('./ItemDetail'),
  ItemList: () => import('./ItemList'),
  ItemRates: () => import('./item/ItemRates'),
  ItemRecommend: () => import('./item/ItemRecommend'),
  TopBar: () => import('./TopBar'),
  MapView: () => import('./map/MapView'),
};
