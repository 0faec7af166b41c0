import type { WidgetDefinition } from '../types';
import { defaults, validate, type W0013Props } from './schema';
import Render from './Render';

export const W0013: WidgetDefinition<W0013Props> = {
  type: 'W0013',
  name: '滚动导航',
  allowedInFreePanel: true,
  defaults,
  validate,
  Render,
  island: true,
};
