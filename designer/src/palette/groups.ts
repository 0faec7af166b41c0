/** Palette groups straight from the registry: 基础挂件 and 业务组件 (W0000 is not in the palette). */
import { widgets } from '../../../src/widgets/registry';
import type { WidgetDefinition } from '../../../src/widgets/types';
import { T } from '../strings';

export interface PaletteGroup { key: 'basic' | 'business'; title: string; items: WidgetDefinition[] }

export function paletteGroups(): PaletteGroup[] {
  const all = Object.values(widgets).sort((a, b) => a.type.localeCompare(b.type));
  return (['basic', 'business'] as const).map((key) => ({ key, title: T.palette[key], items: all.filter((w) => w.palette === key) }));
}
