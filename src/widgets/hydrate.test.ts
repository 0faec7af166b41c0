import { describe, it, expect } from 'vitest';
import { islandLoaders } from './hydrate';
import { widgets } from './registry';
import type { WidgetType } from './types';

describe('hydrate entry', () => {
  it('has a lazy loader for every island widget and none for a type the registry does not know', () => {
    const islands = (Object.keys(widgets) as WidgetType[]).filter((t) => widgets[t].island);
    for (const t of islands) expect(islandLoaders[t], t).toBeTypeOf('function');
    for (const t of Object.keys(islandLoaders)) expect(widgets, t).toHaveProperty(t);
  });
  it('each loader yields the Render the registry uses (same component on server and client)', async () => {
    for (const [type, load] of Object.entries(islandLoaders)) {
      const mod = await load!();
      expect(mod.default, type).toBe(widgets[type as WidgetType].Render);
    }
  });
});
