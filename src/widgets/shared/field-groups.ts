/** Field groups several widgets share: tabbed goods, nav link lists, theme colour. */
import { ALIGN_OPTIONS, f, NEED_GOODS, type Field } from './fields';

/**
 * Tabs of goods (W0005, W0014, W0015, W0017): at least one tab unless allowEmpty, at least one goods each.
 * `tabGoods` adds the tab's own goods_id (W0017: the main picture opens that goods while the tab is shown).
 */
export function goodsTabs(label = '标签商品', allowEmpty = false, tabGoods?: string): Field {
  return {
    kind: 'list', key: 'data', label, itemLabel: '标签', addLabel: '添加标签商品',
    min: allowEmpty ? undefined : 1, minMessage: NEED_GOODS, confirmDelete: '确定删除该项？',
    newItem: () => (tabGoods ? { text: '新标签', goods_id: '', data: [] } : { text: '新标签', data: [] }),
    fields: [
      f.text('text', '设置标题'),
      ...(tabGoods ? [f.goods('goods_id', tabGoods, { single: true })] : []),
      f.goods('data', '选择商品', { min: 1, minMessage: NEED_GOODS }),
    ],
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

/**
 * The gradient title bar of W0002 and W0020 (shared/TitleBar.tsx): title, its position, decoration, font, colour,
 * the two gradient colours, and the price style of the goods below it.
 */
export function gradientTitleFields(decorationLabel: string): Field[] {
  return [
    f.text('text', '标题'),
    f.select('titleAlign', '标题位置', ALIGN_OPTIONS),
    f.switch('titleBackground', decorationLabel),
    f.fontSize('wgtTitleFontSize', '标题字体'),
    f.color('wgtTitleColor', '标题颜色'),
    f.color('wgtBackgroundColor1', '背景颜色（起）'),
    f.color('wgtBackgroundColor2', '背景颜色（止）'),
    f.fontSize('wgtPriceFontSize', '价格字体'),
    f.color('wgtPriceColor', '价格颜色'),
  ];
}

/** Which keys a pill title (shared/style.ts pillStyle) reads in one widget: W0016, W0019 and W0021 name them differently. */
export interface PillTitleKeys {
  text: string; textLabel?: string;
  background: string;
  color: string; colorLabel: string;
  radius: string; radiusLabel: string;
}

/** The pill title of W0016, W0019 and W0021: text, background, text colour, font size (12–64), rounded corners. */
export function pillTitleFields(k: PillTitleKeys): Field[] {
  return [
    f.text(k.text, k.textLabel ?? '标题'),
    f.color(k.background, '标题背景'),
    f.color(k.color, k.colorLabel),
    f.number('wgtTitleFontSize', '标题字体', { min: 12, max: 64, unit: 'px' }),
    f.switch(k.radius, k.radiusLabel),
  ];
}

/** The subtitle beside a pill title (W0016, W0021): text, colour, font size (12–64). */
export function subtitleFields(): Field[] {
  return [
    f.text('subTitle', '副标题'),
    f.color('wgtSubTextColor', '副标题颜色'),
    f.number('wgtSubTitleFontSize', '副标题字体', { min: 12, max: 64, unit: 'px' }),
  ];
}

/** 更多 link (W0002, W0019): whether it shows and its text; with linkLabel also where it goes (else the widget's own link). */
export function moreLinkFields(linkLabel?: string, hint?: string): Field[] {
  const shown = (s: Record<string, unknown>) => s.showMore !== false;
  return [
    { ...f.switch('showMore', '显示更多'), hint } as Field,
    { ...f.text('moreText', '更多文字'), when: shown } as Field,
    ...(linkLabel ? [{ ...f.link('moreLinkData', linkLabel), when: shown } as Field] : []),
  ];
}
