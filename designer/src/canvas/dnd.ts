/** react-dnd item kinds used by the designer. */
export const DND = {
  /** A widget type dragged from the palette. */
  PALETTE: 'palette-widget',
  /** A top-level widget dragged by its handle to reorder. */
  WIDGET: 'canvas-widget',
  /** A free-panel child dragged inside its panel. */
  CHILD: 'free-panel-child',
  /** A saved combination module dragged from the palette. */
  COMBINATION: 'palette-combination',
} as const;

export interface PaletteItem { type: string }
export interface WidgetItem { uuid: string }
export interface ChildItem { panel: string; child: string; x: number; y: number }
export interface CombinationItem { id: number }
