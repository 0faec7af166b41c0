import type { WidgetDefinition } from '../types';
import { defaults, validate, type W0021Props } from './schema';
import Render from './Render';

export const W0021: WidgetDefinition<W0021Props> = {
  type: 'W0021',
  name: '优惠券',
  allowedInFreePanel: true,
  defaults,
  validate,
  Render,
  island: true,
};
