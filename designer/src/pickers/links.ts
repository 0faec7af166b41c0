/** Link objects the pickers produce (widgets.md §4.1) and how the panel labels them. */
import type { CategoryNode, TemplateRow } from '../api/client';

export const FIXED_PAGES = [
  { title: '首页', id: '1', url: '/' },
  { title: '商品列表', id: '2', url: '/items' },
  { title: '会员中心', id: '3', url: '/member/user-info' },
  { title: '购物车', id: '4', url: '/cart' },
  { title: '积分商城', id: '5', url: '/pointitems' },
  { title: '领券中心', id: '6', url: '/member/coupon-center' },
];

export const pageLink = (p: (typeof FIXED_PAGES)[number]) => ({ ...p, linkPage: 'page', linkPageLabel: '页面', href: p.url });

export const categoryLink = (c: CategoryNode) => ({
  category_id: c.category_id, category_name: c.category_name, category_level: c.category_level, title: c.category_name,
  linkPage: 'category', linkPageLabel: '分类', href: `/items?cat_id=${c.category_id}`,
});

export const customPageLink = (t: TemplateRow) => ({
  theme_pc_template_id: t.theme_pc_template_id, template_title: t.template_title, title: t.template_title,
  linkPage: 'customer', linkPageLabel: '自定义页面', href: `/custompage?pageid=${t.theme_pc_template_id}`,
});

export const hrefLink = (href: string) => ({ linkPage: 'href', linkPageLabel: '自定义路由', href });

/** "商品：麻辣花椒", or '' for an empty link. */
export function linkText(link: unknown): string {
  if (!link || typeof link !== 'object' || Array.isArray(link)) return typeof link === 'string' ? link : '';
  const l = link as Record<string, unknown>;
  if (!l.linkPage && !l.href) return '';
  const name = l.title ?? l.item_name ?? l.itemName ?? l.category_name ?? l.template_title ?? l.href ?? '';
  return `${String(l.linkPageLabel ?? l.linkPage ?? '链接')}：${String(name)}`;
}
