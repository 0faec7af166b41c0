import type { WidgetDefinition } from '../types';
import { defaults, validate, type W0012Props } from './schema';
import Render from './Render';

export const W0012: WidgetDefinition<W0012Props> = {
  type: 'W0012',
  name: '橱窗卡',
  allowedInFreePanel: true,
  defaults,
  validate,
  Render,
  island: true,
};
