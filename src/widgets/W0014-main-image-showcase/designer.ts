/** 主图橱窗: title pill, colours, goods tabs. */
import type { WidgetDesign } from '../shared/design';
import { f, type Field } from '../shared/fields';
import { goodsTabs } from '../shared/field-groups';

/** The title pill W0014, W0015 and W0017 share. */
export const showcaseHeader: Field[] = [
  f.text('text', '标题'),
  f.color('wgtTextColor', '标题文字'),
  f.color('wgtBackgroundColor', '标题背景'),
  f.switch('wgtBorderRadius', '圆角'),
];

const fields: Field[] = [...showcaseHeader, goodsTabs()];

export const design: WidgetDesign = { type: 'W0014', palette: { group: 'business', icon: 'M3 4h18v4H3z M3 10h7v10H3z M12 10h9v4h-9z M12 16h9v4h-9z' }, fields };
