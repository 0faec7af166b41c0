/** Limit checks shared by widget schemas; messages are the spec's exact Chinese strings. */
import type { ValidationIssue } from '../types';
import colorNames from 'color-name';
import { list } from './list';

export interface CountRule { min?: number; max?: number; minMessage?: string; maxMessage?: string }

export function checkCount(path: string, value: unknown, rule: CountRule): ValidationIssue[] {
  const n = list(value).length;
  if (rule.max !== undefined && n > rule.max) return [{ path, message: rule.maxMessage ?? `最多${rule.max}项` }];
  if (rule.min !== undefined && n < rule.min) return [{ path, message: rule.minMessage ?? `至少${rule.min}项` }];
  return [];
}

/**
 * A stored number as a number: numbers, and numeric strings (form values); anything else is NaN. Never
 * `Number(object)`: `{"toString":1}` would throw, and `{"valueOf":…}` would choose its own value.
 */
export function numeric(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '') return Number(value);
  return NaN;
}

/** Text of a scalar; objects and arrays are not text (String(object) may throw or run stored data). */
export const scalarText = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' || typeof v === 'boolean' ? String(v) : '');

export function checkRange(path: string, value: unknown, min: number, max: number, message: string): ValidationIssue[] {
  if (value === undefined || value === null || value === '') return [];
  const n = numeric(value);
  return Number.isFinite(n) && n >= min && n <= max ? [] : [{ path, message }];
}

export const NEED_GOODS = '请至少添加1个商品';

/** Tabbed goods widgets: at least one tab (unless allowEmpty) and at least one goods per tab. */
export function checkTabs(tabs: unknown, allowNoTabs = false): ValidationIssue[] {
  const all = list<{ data?: unknown }>(tabs);
  if (all.length === 0) return allowNoTabs ? [] : [{ path: 'data', message: NEED_GOODS }];
  return all.flatMap((t, i) => (list(t.data).length === 0 ? [{ path: `data[${i}].data`, message: NEED_GOODS }] : []));
}

const BOX_WIDTH = '宽度需在0到1190之间';
const BOX_PADDING = '内边距不能小于0';
/** The largest length a page can use (px): a 1190-wide page with generous height; anything beyond is a mistake or an attack. */
export const MAX_SIZE_PX = 10_000;
const BOX_PADDING_MAX = `内边距不能超过${MAX_SIZE_PX}`;

/** Common box limits (designer.md §5): widths 0–1190, paddings ≥ 0. */
export function checkBox(v: Record<string, unknown>): ValidationIssue[] {
  const issues = checkRange('width', v.width, 0, 1190, BOX_WIDTH);
  for (const side of ['paddingTop', 'paddingRight', 'paddingBottom', 'paddingLeft']) {
    issues.push(...(numeric(v[side]) > MAX_SIZE_PX ? [{ path: side, message: BOX_PADDING_MAX }] : checkRange(side, v[side], 0, MAX_SIZE_PX, BOX_PADDING)));
  }
  return issues;
}

// ---------------------------------------------------------------------------------------------------
// Style values, URLs and stored text. Settings end up in style attributes and URLs of published pages,
// so a value like `red;}body{display:none}` must never be stored (nor rendered when old data holds it).

const HEX = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const NUM = String.raw`\s*[-+]?(?:\d+(?:\.\d+)?|\.\d+)%?\s*`;
const RGB = new RegExp(String.raw`^rgba?\((?:${NUM},){2}${NUM}(?:,${NUM})?\)$`, 'i');
const RGB_SPACES = new RegExp(String.raw`^rgba?\(${NUM}\s${NUM}\s${NUM}(?:\/${NUM})?\)$`, 'i');

/** hex (#rgb, #rgba, #rrggbb, #rrggbbaa), rgb()/rgba(), a CSS colour name or transparent. */
export function isCssColor(v: unknown): v is string {
  if (typeof v !== 'string') return false;
  const s = v.trim();
  return HEX.test(s) || RGB.test(s) || RGB_SPACES.test(s) || s.toLowerCase() === 'transparent' || Object.hasOwn(colorNames, s.toLowerCase());
}

/** A length: a number (px), a numeric string with px/%/em/rem/vw/vh, or auto. */
export function isCssSize(v: unknown): boolean {
  if (typeof v === 'number') return Number.isFinite(v);
  return typeof v === 'string' && /^\s*(?:-?\d+(?:\.\d+)?(?:px|%|em|rem|vw|vh)?|auto)\s*$/i.test(v);
}

/** http(s), protocol-relative or site-relative URLs; no other scheme (javascript:, data:), nor CSS/HTML breakers. */
export function isSafeUrl(v: unknown): boolean {
  if (typeof v !== 'string') return false;
  const s = v.trim();
  if (/[\s"'()<>\\`]/.test(s)) return false;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(s);
  return !scheme || /^https?$/i.test(scheme[1]);
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const CONTROL_ONE_LINE = /[\u0000-\u001F\u007F]/;
/**
 * No NUL or other control characters (tab and newlines only where text is multi-line), no lone
 * surrogates: PostgreSQL refuses both in text and JSON, and neither belongs on a page.
 */
export function isCleanString(s: string, multiline = true): boolean {
  return !(multiline ? CONTROL : CONTROL_ONE_LINE).test(s) && !LONE_SURROGATE.test(s);
}

export const INT4_MAX = 2_147_483_647;
const COLOR_KEY = /(?:color\d*|^wgtTheme)$/i;
const SIZE_KEY = /^(?:width|height|top|left|lineHeight|pageWidth|imgWidth|imgHeight|borderRadius)$|^(?:margin|padding)(?:Top|Right|Bottom|Left)$|(?:FontSize|BorderWidth|Margin)$|^border(?:Top|Right|Bottom|Left)?Width$/;
const URL_KEY = /^(?:imgUrl|imgData|image_url|imageUrl|img_url|backgroundImage|pic|pics|logo|banner|icon|url|href|custom_url|icon_url_list|linkUrl)$/;
const ID_KEY = /(?:^id|_id|Id)$/;
/** Lengths and positions (any widget, any depth): bounded by MAX_SIZE_PX whatever their format. */
const LENGTH_KEY = /(?:width|height|size|radius|padding|margin|top|left|right|bottom|gap|spacing)(?:Top|Right|Bottom|Left)?$|^(?:x|y|zindex|zIndex)$/i;
const MAX_TEXT = 20_000;

export const COLOR_INVALID = (path: string) => `颜色值不合法：${path}（只能是十六进制、rgb/rgba、颜色名称或 transparent）`;
export const SIZE_INVALID = (path: string) => `尺寸不合法：${path}（只能是数字、像素/百分比或 auto）`;
export const URL_INVALID = (path: string) => `链接地址不合法：${path}（只能是 http(s) 或站内地址）`;
export const TEXT_INVALID = (path: string) => `内容含有不允许的字符：${path}`;
export const ID_INVALID = (path: string) => `编号超出范围：${path}`;
export const SIZE_TOO_LARGE = (path: string) => `尺寸超出范围：${path}（不能超过${MAX_SIZE_PX}像素）`;
const tooLong = (key: string, n: number) => LENGTH_KEY.test(key) && Math.abs(n) > MAX_SIZE_PX;

const join = (base: string, key: string | number) => (typeof key === 'number' ? `${base}[${key}]` : base ? `${base}.${key}` : key);

/**
 * Every stored value of a widget, at any depth: colours, sizes and URLs by their key, ids within
 * PostgreSQL's integer range, strings (and keys) without NUL, control characters or lone surrogates.
 */
export function checkValues(value: unknown, path = '', key = '', depth = 0): ValidationIssue[] {
  if (depth > 20) return [{ path, message: `内容层级过深：${path}` }];
  if (typeof value === 'string') {
    if (!isCleanString(value) || value.length > MAX_TEXT) return [{ path, message: TEXT_INVALID(path) }];
    if (value === '') return [];
    if (COLOR_KEY.test(key) && !isCssColor(value)) return [{ path, message: COLOR_INVALID(path) }];
    if (SIZE_KEY.test(key) && !isCssSize(value)) return [{ path, message: SIZE_INVALID(path) }];
    if (tooLong(key, parseFloat(value))) return [{ path, message: SIZE_TOO_LARGE(path) }];
    if (URL_KEY.test(key) && !isSafeUrl(value)) return [{ path, message: URL_INVALID(path) }];
    if (ID_KEY.test(key) && /^\d+$/.test(value) && Number(value) > INT4_MAX) return [{ path, message: ID_INVALID(path) }];
    return [];
  }
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return [{ path, message: SIZE_INVALID(path) }];
    if (tooLong(key, value)) return [{ path, message: SIZE_TOO_LARGE(path) }];
    // -1 is the designer's "all" entry (e.g. W0019's 全部 shop tag), never looked up.
    if (ID_KEY.test(key) && (!Number.isInteger(value) || value < -1 || value > INT4_MAX)) return [{ path, message: ID_INVALID(path) }];
    return [];
  }
  if (Array.isArray(value)) return value.flatMap((v, i) => checkValues(v, join(path, i), key, depth + 1));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => (isCleanString(k) && k.length <= 200
      ? checkValues(v, join(path, k), k, depth + 1)
      : [{ path, message: TEXT_INVALID(path || '键名') }]));
  }
  return [];
}
