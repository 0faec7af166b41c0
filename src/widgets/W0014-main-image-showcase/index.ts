import type { WidgetDefinition } from '../types';
import { defaults, validate, type W0014Props } from './schema';
import Render from './Render';

export const W0014: WidgetDefinition<W0014Props> = {
  type: 'W0014',
  name: '主图橱窗',
  allowedInFreePanel: true,
  defaults,
  validate,
  Render,
  island: true,
};
