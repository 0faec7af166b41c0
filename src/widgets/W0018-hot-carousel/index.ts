import type { WidgetDefinition } from '../types';
import { defaults, validate, type W0018Props } from './schema';
import Render from './Render';

export const W0018: WidgetDefinition<W0018Props> = {
  type: 'W0018',
  name: '热卖橱窗',
  allowedInFreePanel: true,
  defaults,
  validate,
  Render,
  island: true,
};
