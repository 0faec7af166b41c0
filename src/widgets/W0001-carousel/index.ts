import type { WidgetDefinition } from '../types';
import { defaults, validate, type W0001Props } from './schema';
import Render from './Render';

export const W0001: WidgetDefinition<W0001Props> = {
  type: 'W0001',
  name: '轮播',
  allowedInFreePanel: true,
  defaults,
  validate,
  Render,
  island: true,
};
