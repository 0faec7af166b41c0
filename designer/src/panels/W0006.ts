/** 自由面板: placement (header/body/footer list), height, grid, z-index. */
import { f, type Field } from './fields';

export const W0006: Field[] = [
  f.select('comptyle', '类型', [{ value: 'header', label: '头部' }, { value: 'body', label: '正文' }, { value: 'footer', label: '尾部' }]),
  f.number('height', '高度', { min: 0, unit: 'px' }),
  f.switch('grid', '网格'),
  f.number('zindex', '视图层级', { min: 0 }),
];
