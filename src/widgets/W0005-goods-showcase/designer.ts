/** 商品橱窗: title and goods tabs. */
import type { WidgetDesign } from '../shared/design';
import { f, type Field } from '../shared/fields';
import { goodsTabs } from '../shared/field-groups';

const fields: Field[] = [f.text('text', '标题'), goodsTabs()];

export const design: WidgetDesign = { type: 'W0005', palette: { group: 'business', icon: 'M3 4h18v3H3z M3 9h9v11H3z M14 9h7v5h-7z M14 16h7v4h-7z' }, fields };
