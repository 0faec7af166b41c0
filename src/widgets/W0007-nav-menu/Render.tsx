/** 导航菜单: category dropdown (links /items?cat_id=) plus nav links. */
import type { WidgetRenderProps } from '../types';
import { CategoryNav } from '../shared/CategoryNav';
import type { W0007Props } from './schema';

export default function Render({ value, ctx }: WidgetRenderProps<W0007Props>) {
  return <CategoryNav value={value} ctx={ctx} param="cat_id" />;
}
