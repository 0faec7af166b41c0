/**
 * The field vocabulary lives with the widgets (src/widgets/shared/fields.ts); the designer renders it. This
 * module adds what an editor component receives.
 */
import type { ComponentType } from 'react';
import type { WidgetNode } from '../doc/state';
import type { Field } from '../../../src/widgets/shared/fields';

export * from '../../../src/widgets/shared/fields';

/** What every editor receives. `scope` is the object holding `field.key` (the widget or a list item). */
export interface EditorProps<F extends Field = Field> {
  field: F;
  id: string;
  value: unknown;
  scope: Record<string, unknown>;
  node: WidgetNode;
  /** Set `field.key`. */
  set(value: unknown): void;
  /** Set several keys of the scope at once. */
  patch(props: Record<string, unknown>): void;
  /** Draws one nested field row (a list item's fields); handed in by FieldView, so editors don't import it. */
  renderField?: ComponentType<FieldRowProps>;
}

/** One labelled field row of the property panel (FieldView). */
export interface FieldRowProps {
  field: Field; idBase: string; scope: Record<string, unknown>; node: WidgetNode; isChild: boolean;
  patch(props: Record<string, unknown>): void;
}
