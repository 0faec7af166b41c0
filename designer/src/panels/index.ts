/** Property panel per widget type: its descriptor file, or the generic fallback. */
import type { WidgetType } from '../../../src/widgets/types';
import type { Field } from './fields';
import { genericFields } from './generic';
import { W0000 } from './W0000';
import { W0001 } from './W0001';
import { W0002 } from './W0002';
import { W0003 } from './W0003';
import { W0004 } from './W0004';
import { W0005 } from './W0005';
import { W0006 } from './W0006';
import { W0007, W0022 } from './W0007';
import { W0008 } from './W0008';
import { W0010 } from './W0010';
import { W0011 } from './W0011';
import { W0013 } from './W0013';
import { W0014, W0015, W0017 } from './W0014';
import { W0018 } from './W0018';

export const PANELS: Partial<Record<WidgetType, Field[]>> = {
  W0000, W0001, W0002, W0003, W0004, W0005, W0006, W0007, W0008, W0010, W0011, W0013, W0014, W0015, W0017, W0018, W0022,
};

export function fieldsFor(type: string): Field[] {
  return PANELS[type as WidgetType] ?? genericFields(type);
}

export { BOX_FIELDS } from './box';
