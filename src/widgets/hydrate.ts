/**
 * Widget islands: each [data-island] element written by RenderWidget names the widget whose Render
 * (one chunk per widget type, loaded only when needed) src/islands/hydrate-react.ts hydrates it with.
 * The loaders derive from the widget folders (every W00xx-*\/Render.tsx), so adding a widget needs no line
 * here; only island widgets (`island: true` in the registry) ever get a [data-island] element to load for.
 */
import type { WidgetType } from './types';

/** Each Render is typed by its own props; at this seam they all take the serialised IslandProps. */
type Loader = () => Promise<{ default: unknown }>;

const renders = import.meta.glob<{ default: unknown }>('./W[0-9][0-9][0-9][0-9]-*/Render.tsx');

/** Widget type (the folder's W00xx prefix) → lazy import of its Render. */
export const islandLoaders: Partial<Record<WidgetType, Loader>> = Object.fromEntries(
  Object.entries(renders).map(([path, load]) => [path.slice(2, 7), load]),
);
