import type { WidgetDefinition } from '../types';
import { defaults, validate, type W0000Props } from './schema';
import Render from './Render';

export const W0000: WidgetDefinition<W0000Props> = {
  type: 'W0000',
  name: '页面配置',
  allowedInFreePanel: false,
  defaults,
  validate,
  Render,
  island: false,
};
