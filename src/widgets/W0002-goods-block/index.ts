import type { WidgetDefinition } from '../types';
import { defaults, validate, type W0002Props } from './schema';
import Render from './Render';

export const W0002: WidgetDefinition<W0002Props> = {
  type: 'W0002',
  name: '商品',
  allowedInFreePanel: false,
  defaults,
  validate,
  Render,
  island: false,
};
