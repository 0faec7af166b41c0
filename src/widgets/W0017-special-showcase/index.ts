import type { WidgetDefinition } from '../types';
import { defaults, validate, type W0017Props } from './schema';
import Render from './Render';

export const W0017: WidgetDefinition<W0017Props> = {
  type: 'W0017',
  name: '特殊橱窗',
  allowedInFreePanel: true,
  defaults,
  validate,
  Render,
  island: true,
};
