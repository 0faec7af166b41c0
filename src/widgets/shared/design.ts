/** What a widget folder's designer.ts exports: its palette entry and its property panel (read by the designer only). */
import type { WidgetType } from '../types';
import type { Field } from './fields';

export interface PaletteEntry {
  group: 'basic' | 'business';
  /** The palette's label when it should differ from the widget's stored name. */
  label?: string;
  /** SVG path data of the palette's line icon (24×24). */
  icon: string;
}

export interface WidgetDesign {
  type: WidgetType;
  /** Palette group, label and icon (spec/widgets.md §6); null = not in the palette (W0000). */
  palette: PaletteEntry | null;
  fields: Field[];
}
