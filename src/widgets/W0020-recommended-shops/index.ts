import type { WidgetDefinition } from '../types';
import { defaults, validate, type W0020Props } from './schema';
import Render from './Render';

export const W0020: WidgetDefinition<W0020Props> = {
  type: 'W0020',
  name: '为你推荐',
  allowedInFreePanel: true,
  defaults,
  validate,
  Render,
  island: false,
};
