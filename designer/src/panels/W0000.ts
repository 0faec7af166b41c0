/** 页面配置: background, theme colour, the page's widget list. */
import { f, type Field } from './fields';

export const W0000: Field[] = [
  f.color('backgroundColor', '背景颜色'),
  f.color('themeColor', '主题色'),
  f.heading('页面挂件'),
  { kind: 'pageWidgets', key: 'widgets', label: '挂件列表' },
];
