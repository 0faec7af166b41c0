import type { WidgetDefinition } from '../types';
import { defaults, validate, type W0004Props } from './schema';
import Render from './Render';

export const W0004: WidgetDefinition<W0004Props> = {
  type: 'W0004',
  name: 'Logo墙',
  allowedInFreePanel: false,
  defaults,
  validate,
  Render,
  island: false,
};
