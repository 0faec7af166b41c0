/** 自由面板: placement (header/body/footer list), height, grid, z-index. */
import type { WidgetDesign } from '../shared/design';
import { f, type Field } from '../shared/fields';

const fields: Field[] = [
  f.select('comptyle', '类型', [{ value: 'header', label: '头部' }, { value: 'body', label: '正文' }, { value: 'footer', label: '尾部' }]),
  f.number('height', '高度', { min: 0, unit: 'px' }),
  f.switch('grid', '网格'),
  f.number('zindex', '视图层级', { min: 0 }),
];

export const design: WidgetDesign = { type: 'W0006', palette: { group: 'basic', icon: 'M3 3h18v18H3z M7 7h6v4H7z M12 14h5v4h-5z' }, fields };
