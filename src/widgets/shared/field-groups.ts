/** Field groups several widgets share: tabbed goods, nav link lists, theme colour. */
import { ALIGN_OPTIONS, f, NEED_GOODS, type Field } from './fields';

/** Tabs of goods (W0005, W0014, W0015, W0017): at least one tab unless allowEmpty, at least one goods each. */
export function goodsTabs(label = '标签商品', allowEmpty = false): Field {
  return {
    kind: 'list', key: 'data', label, itemLabel: '标签', addLabel: '添加标签商品',
    min: allowEmpty ? undefined : 1, minMessage: NEED_GOODS, confirmDelete: '确定删除该项？',
    newItem: () => ({ text: '新标签', data: [] }),
    fields: [f.text('text', '设置标题'), f.goods('data', '选择商品', { min: 1, minMessage: NEED_GOODS })],
  };
}

/** Title + link entries (nav links, hot keywords) with their own text colour. */
export function linkEntries(label: string, addLabel: string, colorDefault: string, withColor = true): Field {
  return {
    kind: 'list', key: 'data', label, itemLabel: '条目', addLabel, confirmDelete: '确定删除该项？',
    newItem: () => (withColor ? { title: '标题', pathData: {}, wgtHotKeywordTextColor: colorDefault } : { title: '标题', pathData: {} }),
    fields: [f.text('title', '名称'), f.link('pathData', '链接'), ...(withColor ? [f.color('wgtHotKeywordTextColor', '文字颜色')] : [])],
  };
}

/** 主题: own colour when the switch is on, else the page theme colour. */
export function themeFields(colorKey = 'wgtTheme', label = '主题'): Field[] {
  return [
    f.switch('customerThemeEnabled', `自定义${label}`),
    { ...f.color(colorKey, label), when: (s) => s.customerThemeEnabled === true } as Field,
  ];
}

export const STYLE_OPTIONS = [1, 2, 3, 4, 5].map((n) => ({ value: `style${n}`, label: `样式${'一二三四五'[n - 1]}` }));

/** Carousel playback and pagination (W0001, W0018): autoplay, delay, dot style, position, dot colours. */
export function carouselFields(): Field[] {
  return [
    f.switch('autoplay', '自动播放'),
    f.number('autoplaySpeed', '延时时间', { min: 500, max: 20000, step: 100, unit: 'ms' }),
    f.select('styleType', '样式', STYLE_OPTIONS, 'dropdown'),
    f.select('pointAlign', '位置', ALIGN_OPTIONS),
    f.switch('customerThemeEnabled', '自定义选中色'),
    { ...f.color('pointActiveColor', '选中'), when: (s) => s.customerThemeEnabled === true } as Field,
    f.color('pointDefaultColor', '默认'),
  ];
}
