import type { WidgetDefinition } from '../types';
import { defaults, validate, type W0015Props } from './schema';
import Render from './Render';

export const W0015: WidgetDefinition<W0015Props> = {
  type: 'W0015',
  name: '精品橱窗',
  allowedInFreePanel: true,
  defaults,
  validate,
  Render,
  island: true,
};
