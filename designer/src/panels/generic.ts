/**
 * Fallback panel for widgets without their own descriptor file: title/text keys, colours, font sizes and
 * switches present in the widget's defaults, links, and the rest of its data as JSON.
 */
import { getWidget } from '../../../src/widgets/registry';
import { f, type Field } from './fields';

const TEXT_KEYS: Record<string, string> = { text: '标题', mainTitle: '主标题', subTitle: '副标题', moreText: '更多文字', placeholder: '占位文字' };
const LINK_KEYS: Record<string, string> = { moreLinkData: '更多链接', linkPath: '链接', pathData: '链接' };
const COLOUR_RE = /^(#[0-9a-f]{3,8}|rgba?\(.*\))$/i;

/** Readable label for a wgt* key: wgtTitleFontSize → 标题字体. */
function wgtLabel(key: string): string {
  const words: [RegExp, string][] = [
    [/SubTitle|SubText/, '副标题'], [/MoreTitle/, '更多'], [/ShopName/, '店铺名称'], [/Title/, '标题'], [/Price/, '价格'],
    [/Text/, '文字'], [/Background/, '背景'], [/Theme/, '主题'], [/Shop/, '店铺'],
  ];
  const part = words.find(([re]) => re.test(key))?.[1] ?? key.replace(/^wgt/, '');
  const suffix = /FontSize/.test(key) ? '字体' : /Color\d?$/.test(key) ? '颜色' + (key.match(/(\d)$/)?.[1] ?? '') : /Radius/.test(key) ? '圆角' : /Border$/.test(key) ? '边框' : /Width/.test(key) ? '宽度' : /Margin/.test(key) ? '边距' : /Hidden/.test(key) ? '隐藏' : '';
  return part + suffix;
}

export function genericFields(type: string): Field[] {
  const def = getWidget(type);
  if (!def) return [];
  const d = def.defaults as Record<string, unknown>;
  const fields: Field[] = [];
  for (const [key, label] of Object.entries(TEXT_KEYS)) if (typeof d[key] === 'string') fields.push(f.text(key, label));
  for (const [key, value] of Object.entries(d)) {
    if (!key.startsWith('wgt')) continue;
    if (typeof value === 'boolean') fields.push(f.switch(key, wgtLabel(key)));
    else if (/FontSize$/.test(key)) fields.push(f.number(key, wgtLabel(key), { min: 0, max: 64, unit: 'px' }));
    else if (typeof value === 'string' && COLOUR_RE.test(value)) fields.push(f.color(key, wgtLabel(key)));
    else if (typeof value === 'number') fields.push(f.number(key, wgtLabel(key), { min: 0 }));
  }
  for (const [key, label] of Object.entries(LINK_KEYS)) if (key in d && !fields.some((x) => x.key === key)) fields.push(f.link(key, label));
  if ('data' in d) fields.push(f.json('data', '数据（JSON）'));
  return fields;
}
