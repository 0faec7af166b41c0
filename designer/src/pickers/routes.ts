/**
 * Link kinds without records of their own in this shop point at storefront pages the spec names
 * (storefront.md §2 routes). Pages not built yet answer 404 until they are; the links stay right.
 */
import { ARTICLES_HOME, SECTIONS } from '../../../src/lib/articles';

export interface RouteEntry { title: string; url: string }

export const kindLabel = {
  goods: '商品', category: '分类', maincategory: '主类目', brand: '品牌', tag: '标签', management: '文章资讯', bring: '带货',
  page: '页面', marketing: '营销活动', seckill: '秒杀', customer: '自定义页面', live: '直播', href: '自定义路由',
} as const;

export const ROUTES = {
  // The content pages of src/lib/articles.ts: the article centre and every section route.
  management: [{ title: '文章中心', url: ARTICLES_HOME }, ...Object.values(SECTIONS).map((s) => ({ title: s.title, url: s.path }))],
  marketing: [
    { title: '活动商品', url: '/items/activityGoodsList' }, { title: '拼团商品', url: '/items/group-list' },
    { title: '组合商品', url: '/items/combination-list' }, { title: '领券中心', url: '/member/coupon-center' }, { title: '积分商城', url: '/pointitems' },
  ],
} satisfies Record<string, RouteEntry[]>;

export function routeLink(kind: keyof typeof ROUTES, r: RouteEntry): Record<string, unknown> {
  return { title: r.title, url: r.url, linkPage: kind, linkPageLabel: kindLabel[kind], href: r.url };
}
