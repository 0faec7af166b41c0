import type { WidgetDefinition } from '../types';
import { defaults, validate, type W0007Props } from './schema';
import Render from './Render';

export const W0007: WidgetDefinition<W0007Props> = {
  type: 'W0007',
  name: '导航菜单',
  allowedInFreePanel: true,
  defaults,
  validate,
  Render,
  island: true,
};
