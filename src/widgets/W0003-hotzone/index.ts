import type { WidgetDefinition } from '../types';
import { defaults, validate, type W0003Props } from './schema';
import Render from './Render';

export const W0003: WidgetDefinition<W0003Props> = {
  type: 'W0003',
  name: '热区图',
  allowedInFreePanel: true,
  defaults,
  validate,
  Render,
  island: false,
};
