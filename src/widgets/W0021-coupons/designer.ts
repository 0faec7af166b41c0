/** 优惠券: title pill, subtitle, 更多 link, and the coupons (picker; at least one; each may carry its own 378×115 image). */
import type { WidgetDesign } from '../shared/design';
import { f, type Field } from '../shared/fields';
import { pillTitleFields, subtitleFields } from '../shared/field-groups';

const fields: Field[] = [
  ...pillTitleFields({ text: 'text', background: 'wgtBackgroundColor', color: 'wgtTextColor', colorLabel: '标题文字', radius: 'wgtBorderRadius', radiusLabel: '圆角' }),
  ...subtitleFields(),
  f.text('moreText', '更多文字'),
  f.link('moreLinkData', '更多链接'),
  f.coupons('data', '优惠券', { min: 1, minMessage: '请至少添加1个优惠券', imageKey: 'icon_url_list', imageHint: '建议尺寸：378px * 115px（不上传则按券面生成）' }),
];

export const design: WidgetDesign = { type: 'W0021', palette: { group: 'business', icon: 'M3 7h18v10H3z M9 7v10 M13 12h5' }, fields };
