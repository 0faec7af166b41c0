/** Palette groups derived from the widget list: 基础挂件 and 业务组件 (W0000 has no palette entry). */
import { DESIGNS } from '../panels';
import { T } from '../strings';

export type PaletteWidget = (typeof DESIGNS)[number];
export interface PaletteGroup { key: 'basic' | 'business'; title: string; items: PaletteWidget[] }

export function paletteGroups(): PaletteGroup[] {
  return (['basic', 'business'] as const).map((key) => ({ key, title: T.palette[key], items: DESIGNS.filter((w) => w.design.palette?.group === key) }));
}
