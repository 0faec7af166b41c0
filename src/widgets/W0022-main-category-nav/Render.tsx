/** 主类目导航: as W0007 but the tree is the main-category tree, so links use /items?main_category=. */
import type { WidgetRenderProps } from '../types';
import { CategoryNav } from '../shared/CategoryNav';
import type { W0022Props } from './schema';

export default function Render({ value, ctx }: WidgetRenderProps<W0022Props>) {
  return <CategoryNav value={value} ctx={ctx} param="main_category" />;
}
