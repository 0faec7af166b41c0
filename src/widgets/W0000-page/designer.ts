/** 页面配置: background, theme colour, the page's widget list. */
import type { WidgetDesign } from '../shared/design';
import { f, type Field } from '../shared/fields';

const fields: Field[] = [
  f.color('backgroundColor', '背景颜色'),
  f.color('themeColor', '主题色'),
  f.heading('页面挂件'),
  { kind: 'pageWidgets', key: 'widgets', label: '挂件列表' },
];

export const design: WidgetDesign = { type: 'W0000', palette: null, fields };
