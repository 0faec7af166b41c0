/**
 * The widgets' field vocabulary. Property fields are data: each widget's panel (its folder's designer.ts) is a
 * list of field descriptors; the designer maps every kind to one editor component
 * (designer/src/panels/editors/index.ts). `key` names the prop in the widget (or in a list item).
 */

export interface FieldBase {
  key: string;
  label: string;
  hint?: string;
  /** Greys the editor out (e.g. width when the widget has widthDisabled). */
  disabled?: (scope: Record<string, unknown>) => boolean;
  /**
   * Shows the field only when true (e.g. X/Y only for free-panel children). `widget` is the whole widget, for a
   * list item's field that depends on a widget setting (W0018's 分页图片 only with 样式五).
   */
  when?: (scope: Record<string, unknown>, ctx: { isChild: boolean; widget: Record<string, unknown> }) => boolean;
}

export interface Option { value: string | number | boolean; label: string }

export type Field =
  | FieldBase & { kind: 'heading' }
  | FieldBase & { kind: 'text'; placeholder?: string; maxLength?: number }
  | FieldBase & { kind: 'textarea'; placeholder?: string }
  | FieldBase & { kind: 'number'; min?: number; max?: number; step?: number; unit?: string; slider?: boolean }
  | FieldBase & { kind: 'color' }
  | FieldBase & { kind: 'select'; options: Option[]; display?: 'radio' | 'dropdown' }
  | FieldBase & { kind: 'switch' }
  | FieldBase & { kind: 'image'; sizeHint?: (scope: Record<string, unknown>) => string; fitHeight?: boolean }
  | FieldBase & { kind: 'link' }
  /** A video file (MP4/WEBM) uploaded to /api/admin/media/video; its URL is stored. */
  | FieldBase & { kind: 'video' }
  | FieldBase & {
      kind: 'goods'; min?: number; max?: number; minMessage?: string; maxMessage?: string;
      /** One goods whose id alone is stored (a W0017 tab's goods_id), not a list of goods entries. */
      single?: boolean;
      /** Only goods of the shop in scope[shopKey]; without one the picker refuses with 请先选择商铺. */
      shopKey?: string;
    }
  | FieldBase & {
      kind: 'coupons'; min?: number; max?: number; minMessage?: string; maxMessage?: string;
      /** Each coupon may carry its own picture under this key (W0021 icon_url_list). */
      imageKey?: string; imageHint?: string;
    }
  /** One shop chosen into the scope (W0020 entry: shop_id, shop_name, banner, logo, tag_list ≤ 2, pathData). */
  | FieldBase & { kind: 'shop' }
  /** Several shops as W0019 shows them (distributor_id, name, banner, logo, tagList) + their tags. */
  | FieldBase & { kind: 'shops'; max?: number }
  /** Shop tags chosen from every shop's tags ({tag_id, tag_name}[], W0019 allTagList). */
  | FieldBase & { kind: 'shopTags' }
  /** A fixed number of image+link slots at value[index] (W0012 styles 0–2, W0016). */
  | FieldBase & { kind: 'slots'; index: number; count: number; sizeHint?: string }
  /** W0012's five-slot data, edited by the widget's styleType. */
  | FieldBase & { kind: 'windowCard' }
  | FieldBase & { kind: 'category'; main?: boolean }
  | FieldBase & {
      kind: 'list'; itemLabel: string; addLabel: string; fields: Field[]; newItem: () => Record<string, unknown>;
      min?: number; max?: number; minMessage?: string; maxMessage?: string; confirmDelete?: string;
    }
  | FieldBase & { kind: 'align' }
  /** W0003's zones, drawn with the mouse on the widget's image (fractions 0–1), each with a name and a link. */
  | FieldBase & { kind: 'hotzones' }
  | FieldBase & { kind: 'pageWidgets' };

export type FieldKind = Field['kind'];
export type FieldOf<K extends FieldKind> = Extract<Field, { kind: K }>;

/** Small builders keep the descriptor files short. */
export const f = {
  heading: (label: string): Field => ({ kind: 'heading', key: '', label }),
  text: (key: string, label: string, extra: Partial<FieldOf<'text'>> = {}): Field => ({ kind: 'text', key, label, ...extra }),
  textarea: (key: string, label: string): Field => ({ kind: 'textarea', key, label }),
  number: (key: string, label: string, extra: Partial<FieldOf<'number'>> = {}): Field => ({ kind: 'number', key, label, ...extra }),
  fontSize: (key: string, label: string): Field => ({ kind: 'number', key, label, min: 12, max: 64, unit: 'px', slider: true }),
  color: (key: string, label: string): Field => ({ kind: 'color', key, label }),
  select: (key: string, label: string, options: Option[], display: 'radio' | 'dropdown' = 'radio'): Field => ({ kind: 'select', key, label, options, display }),
  switch: (key: string, label: string): Field => ({ kind: 'switch', key, label }),
  image: (key: string, label: string, extra: Partial<FieldOf<'image'>> = {}): Field => ({ kind: 'image', key, label, ...extra }),
  link: (key: string, label: string): Field => ({ kind: 'link', key, label }),
  video: (key: string, label: string): Field => ({ kind: 'video', key, label }),
  goods: (key: string, label: string, extra: Partial<FieldOf<'goods'>> = {}): Field => ({ kind: 'goods', key, label, ...extra }),
  category: (key: string, label: string, main = false): Field => ({ kind: 'category', key, label, main }),
  coupons: (key: string, label: string, extra: Partial<FieldOf<'coupons'>> = {}): Field => ({ kind: 'coupons', key, label, ...extra }),
  slots: (key: string, label: string, index: number, count: number, sizeHint?: string): Field => ({ kind: 'slots', key, label, index, count, sizeHint }),
};

export const ALIGN_OPTIONS: Option[] = [{ value: 'left', label: '居左' }, { value: 'center', label: '居中' }, { value: 'right', label: '居右' }];
export const NEED_GOODS = '请至少添加1个商品';
