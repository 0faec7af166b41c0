import type { WidgetDefinition } from '../types';
import { defaults, validate, type W0022Props } from './schema';
import Render from './Render';

export const W0022: WidgetDefinition<W0022Props> = {
  type: 'W0022',
  name: '主类目导航',
  allowedInFreePanel: true,
  defaults,
  validate,
  Render,
  island: true,
};
