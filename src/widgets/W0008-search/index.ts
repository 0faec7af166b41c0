import type { WidgetDefinition } from '../types';
import { defaults, validate, type W0008Props } from './schema';
import Render from './Render';

export const W0008: WidgetDefinition<W0008Props> = {
  type: 'W0008',
  name: '搜索',
  allowedInFreePanel: true,
  defaults,
  validate,
  Render,
  island: true,
};
