import type { WidgetDefinition } from '../types';
import { defaults, validate, type W0010Props } from './schema';
import Render from './Render';

export const W0010: WidgetDefinition<W0010Props> = {
  type: 'W0010',
  name: '购物车',
  allowedInFreePanel: true,
  defaults,
  validate,
  Render,
  island: true,
};
