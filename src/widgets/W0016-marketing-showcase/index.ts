import type { WidgetDefinition } from '../types';
import { defaults, validate, type W0016Props } from './schema';
import Render from './Render';

export const W0016: WidgetDefinition<W0016Props> = {
  type: 'W0016',
  name: '营销橱窗',
  allowedInFreePanel: true,
  defaults,
  validate,
  Render,
  island: false,
};
