import type { WidgetDefinition } from '../types';
import { defaults, validate, type W0005Props } from './schema';
import Render from './Render';

export const W0005: WidgetDefinition<W0005Props> = {
  type: 'W0005',
  name: '商品橱窗',
  allowedInFreePanel: false,
  defaults,
  validate,
  Render,
  island: true,
};
