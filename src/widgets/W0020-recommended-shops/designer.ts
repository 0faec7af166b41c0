/** 为你推荐: title bar, price style, shops (shop picker, top image 583×96, 3 goods of that shop). */
import type { WidgetDesign } from '../shared/design';
import { f, type Field } from '../shared/fields';
import { gradientTitleFields } from '../shared/field-groups';

const fields: Field[] = [
  f.switch('wgtHiddenTitle', '隐藏标题'),
  ...gradientTitleFields('标题装饰'),
  f.switch('wgtHideUnselectedItems', '隐藏未选商品'),
  f.link('moreLinkData', '标题链接'),
  {
    kind: 'list', key: 'data', label: '推荐店铺', itemLabel: '店铺', addLabel: '添加店铺', confirmDelete: '确定删除该店铺？',
    newItem: () => ({ shop_id: '', shop_name: '', shop_pic: '', pathData: {}, banner: '', logo: '', tag_list: [], goods_list: [] }),
    fields: [
      { kind: 'shop', key: 'shop_id', label: '店铺' },
      f.image('shop_pic', '顶部图片', { sizeHint: () => '建议尺寸：583px*96px' }),
      f.goods('goods_list', '店铺商品', { max: 3, maxMessage: '每个店铺最多3个商品', shopKey: 'shop_id' }),
    ],
  },
];

export const design: WidgetDesign = { type: 'W0020', palette: { group: 'business', icon: 'M3 5h8v14H3z M13 5h8v14h-8z M5 9h4 M15 9h4' }, fields };
