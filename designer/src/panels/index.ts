/**
 * Designer side of every widget, derived from the widget list: each folder's designer.ts (palette entry
 * and property panel) joined to the registry's definition. No widget falls back to raw JSON.
 */
import { widgets } from '../../../src/widgets/registry';
import type { WidgetDefinition, WidgetType } from '../../../src/widgets/types';
import type { Field } from './fields';
import type { WidgetDesign } from './design';

const modules = import.meta.glob<{ design: WidgetDesign }>('../../../src/widgets/W[0-9][0-9][0-9][0-9]-*/designer.ts', { eager: true });
const byType = new Map(Object.values(modules).map((m) => [m.design.type, m.design]));

/** Registry definition + designer module for each widget of the list, in type order. */
export const DESIGNS: ReadonlyArray<WidgetDefinition & { design: WidgetDesign }> = Object.values(widgets).map((def) => {
  const design = byType.get(def.type);
  if (!design) throw new Error(`${def.type} 缺少 designer.ts`);
  return { ...def, design };
});

export const PANELS = Object.fromEntries(DESIGNS.map((d) => [d.type, d.design.fields])) as Record<WidgetType, Field[]>;

export function fieldsFor(type: string): Field[] {
  return PANELS[type as WidgetType] ?? [];
}

export function designOf(type: string): WidgetDesign | undefined {
  return byType.get(type as WidgetType);
}

/** Palette label: the entry's own label, else the widget's stored name. */
export function paletteLabel(def: WidgetDefinition & { design: WidgetDesign }): string {
  return def.design.palette?.label ?? def.name;
}

export { BOX_FIELDS } from './box';
