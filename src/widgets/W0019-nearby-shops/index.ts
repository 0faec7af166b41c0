import type { WidgetDefinition } from '../types';
import { defaults, validate, type W0019Props } from './schema';
import Render from './Render';

export const W0019: WidgetDefinition<W0019Props> = {
  type: 'W0019',
  name: '附近商家',
  allowedInFreePanel: true,
  defaults,
  validate,
  Render,
  island: true,
};
