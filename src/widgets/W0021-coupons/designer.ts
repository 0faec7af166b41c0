/** 优惠券: title pill, subtitle, 更多 link, and the coupons (picker; at least one; each may carry its own 378×115 image). */
import type { WidgetDesign } from '../shared/design';
import { f, type Field } from '../shared/fields';

const fields: Field[] = [
  f.text('text', '标题'),
  f.color('wgtTextColor', '标题文字'),
  f.color('wgtBackgroundColor', '标题背景'),
  f.number('wgtTitleFontSize', '标题字体', { min: 12, max: 64, unit: 'px' }),
  f.switch('wgtBorderRadius', '圆角'),
  f.text('subTitle', '副标题'),
  f.color('wgtSubTextColor', '副标题颜色'),
  f.number('wgtSubTitleFontSize', '副标题字体', { min: 12, max: 64, unit: 'px' }),
  f.text('moreText', '更多文字'),
  f.link('moreLinkData', '更多链接'),
  f.coupons('data', '优惠券', { min: 1, minMessage: '请至少添加1个优惠券', imageKey: 'icon_url_list', imageHint: '建议尺寸：378px * 115px（不上传则按券面生成）' }),
];

export const design: WidgetDesign = { type: 'W0021', palette: { group: 'business', icon: 'M3 7h18v10H3z M9 7v10 M13 12h5' }, fields };
