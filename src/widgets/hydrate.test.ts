import { describe, it, expect } from 'vitest';
import { islandLoaders } from './hydrate';
import { widgets } from './registry';
import type { WidgetType } from './types';

describe('hydrate entry', () => {
  it('has one lazy loader per island widget, and only for islands', () => {
    const islands = (Object.keys(widgets) as WidgetType[]).filter((t) => widgets[t].island).sort();
    expect(Object.keys(islandLoaders).sort()).toEqual(islands);
  });
  it('each loader yields the Render the registry uses (same component on server and client)', async () => {
    for (const [type, load] of Object.entries(islandLoaders)) {
      const mod = await load!();
      expect(mod.default, type).toBe(widgets[type as WidgetType].Render);
    }
  });
});
