/** 附近商家: title pill, 更多 link, columns, tag tabs, shop card style, and the shops shown (live pages load nearby shops when none are chosen). */
import type { WidgetDesign } from '../shared/design';
import { f, type Field } from '../shared/fields';
import { moreLinkFields, pillTitleFields } from '../shared/field-groups';
import { COLUMN_OPTIONS } from './schema';

const fields: Field[] = [
  ...pillTitleFields({ text: 'text', background: 'wgtTitleBackgroundColor', color: 'wgtTitleTextColor', colorLabel: '标题颜色', radius: 'wgtTitleBorderRadius', radiusLabel: '标题圆角' }),
  ...moreLinkFields('更多链接', '未设置更多链接时打开附近商家列表'),
  f.color('wgtMoreTitleColor', '更多颜色'),
  f.number('wgtMoreTitleFontSize', '更多字体', { min: 10, max: 64, unit: 'px' }),
  f.number('wgtMoreRightMargin', '更多右边距', { min: 0, max: 200, unit: 'px' }),
  f.select('columnNums', '每行店铺', COLUMN_OPTIONS.map((n) => ({ value: n, label: `${n}列` }))),
  { kind: 'shopTags', key: 'allTagList', label: '标签页', hint: '不选则按店铺的全部标签分页' },
  f.color('wgtShopNameColor', '店铺名称颜色'),
  f.number('wgtShopNameFontSize', '店铺名称字体', { min: 14, max: 64, unit: 'px' }),
  f.switch('wgtShopBorder', '店铺边框'),
  { ...f.color('wgtShopBorderColor', '边框颜色'), when: (s) => s.wgtShopBorder === true } as Field,
  { ...f.number('wgtShopBorderWidth', '边框宽度', { min: 0, max: 5, unit: 'px' }), when: (s) => s.wgtShopBorder === true } as Field,
  { kind: 'shops', key: 'data', label: '展示店铺', max: 10 },
];

export const design: WidgetDesign = { type: 'W0019', palette: { group: 'business', icon: 'M12 21s-7-7-7-12a7 7 0 0 1 14 0c0 5-7 12-7 12z M12 9h.01' }, fields };
