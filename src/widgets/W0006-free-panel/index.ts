import type { WidgetDefinition } from '../types';
import { defaults, validate, type W0006Props } from './schema';
import Render from './Render';

export const W0006: WidgetDefinition<W0006Props> = {
  type: 'W0006',
  name: '自由面板',
  allowedInFreePanel: false,
  defaults,
  validate,
  Render,
  island: false,
};
