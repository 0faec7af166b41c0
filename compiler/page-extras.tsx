/**
 * Static parts the compiler adds to two pages from the site's own data (issue 24 point 9): the footer's service
 * promises beside the decision (cart, item page) and 猜你喜欢 under the cart. Plain HTML, no island: the cart's first
 * clicks and an item page's first visit load nothing more for them.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { createElement } from 'react';
import type { ListItem } from '../src/lib/goods';
import type { ServicePromise } from '../src/lib/service-promises';
import { ServiceStrip } from '../src/components/ServiceStrip';
import { RecommendStrip } from '../src/components/RecommendStrip';

/** The Astro page that gets them (its `<shop-slot name="body">`, right after <main>). */
export const CART_FILE = 'cart/index.html';
export { RECOMMEND_COUNT } from '../src/components/RecommendStrip';

export function cartExtras(promises: readonly ServicePromise[], bestSellers: readonly ListItem[]): string {
  // Complementary to the cart (after <main>): the journeys' cart lines stay the only list items of the main content.
  return renderToStaticMarkup(createElement('aside', { className: 'container sc-extras', 'aria-label': '服务与推荐' },
    createElement(ServiceStrip, { promises }), createElement(RecommendStrip, { goods: bestSellers })));
}

export function itemExtras(promises: readonly ServicePromise[]): string {
  return promises.length ? `<div class="page-width">${renderToStaticMarkup(createElement(ServiceStrip, { promises }))}</div>` : '';
}
