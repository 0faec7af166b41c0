import type { WidgetDefinition } from '../types';
import { defaults, validate, type W0011Props } from './schema';
import Render from './Render';

export const W0011: WidgetDefinition<W0011Props> = {
  type: 'W0011',
  name: '文本',
  allowedInFreePanel: true,
  defaults,
  validate,
  Render,
  island: false,
};
