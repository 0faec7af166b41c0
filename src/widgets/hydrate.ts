/**
 * Widget islands: each [data-island] element written by RenderWidget names the widget whose Render
 * (one chunk per island type, loaded only when needed) src/islands/hydrate-react.ts hydrates it with.
 */
import type { WidgetType } from './types';

/** Each Render is typed by its own props; at this seam they all take the serialised IslandProps. */
type Loader = () => Promise<{ default: unknown }>;

/** One line per island widget (kept in sync with `island: true` in the registry; a test checks). */
export const islandLoaders: Partial<Record<WidgetType, Loader>> = {
  W0001: () => import('./W0001-carousel/Render'),
  W0005: () => import('./W0005-goods-showcase/Render'),
  W0007: () => import('./W0007-nav-menu/Render'),
  W0008: () => import('./W0008-search/Render'),
  W0010: () => import('./W0010-mini-cart/Render'),
  W0012: () => import('./W0012-window-card/Render'),
  W0013: () => import('./W0013-scroll-nav/Render'),
  W0014: () => import('./W0014-main-image-showcase/Render'),
  W0015: () => import('./W0015-premium-showcase/Render'),
  W0017: () => import('./W0017-special-showcase/Render'),
  W0018: () => import('./W0018-hot-carousel/Render'),
  W0019: () => import('./W0019-nearby-shops/Render'),
  W0021: () => import('./W0021-coupons/Render'),
  W0022: () => import('./W0022-main-category-nav/Render'),
};
