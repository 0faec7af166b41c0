/** 热卖橱窗: title, playback, pagination, fonts, goods groups (1–5). */
import type { WidgetDesign } from '../shared/design';
import { f, NEED_GOODS, type Field } from '../shared/fields';
import { carouselFields } from '../shared/field-groups';

const fields: Field[] = [
  f.text('mainTitle', '标题'),
  f.number('wgtTitleFontSize', '标题字体', { min: 0, max: 27, unit: 'px', slider: true }),
  f.color('wgtTitleColor', '标题颜色'),
  f.fontSize('wgtPriceFontSize', '价格字体'),
  f.color('wgtPriceColor', '价格颜色'),
  f.select('wgtToFixed', '价格小数位', [0, 1, 2].map((n) => ({ value: n, label: `${n}位` }))),
  ...carouselFields(),
  {
    kind: 'list', key: 'data', label: '商品列表', itemLabel: '商品列表', addLabel: '添加商品列表',
    min: 1, max: 5, minMessage: '请至少添加1组商品列表', maxMessage: '最多只能添加5组商品列表', confirmDelete: '确定删除该商品列表？',
    newItem: () => ({ data: [] }),
    fields: [
      f.goods('data', '选择商品', { min: 1, minMessage: NEED_GOODS }),
      // 样式五's dots are thumbnails: each group's own picture.
      { ...f.image('imgUrl', '分页图片', { sizeHint: () => '样式五的分页缩略图，建议尺寸：100px * 40px' }), when: (_s, c) => c.widget.styleType === 'style5' } as Field,
    ],
  },
];

export const design: WidgetDesign = { type: 'W0018', palette: { group: 'business', icon: 'M6 3h12v18H6z M9 7h6 M9 11h6 M9 15h6' }, fields };
