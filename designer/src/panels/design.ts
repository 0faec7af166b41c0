/** A widget's palette entry and property panel are described with the widgets (src/widgets/shared/design.ts). */
export type { PaletteEntry, WidgetDesign } from '../../../src/widgets/shared/design';
