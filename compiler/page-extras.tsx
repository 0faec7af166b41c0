/**
 * Static parts the compiler adds to the cart page from the site's own data (issue 24 point 9): the footer's service
 * promises and 猜你喜欢 (best sellers) after its <main>. Plain HTML, no island: the cart's first clicks load nothing
 * more for them. (An item page gets the promises as a prop of its ItemDetail island, under the buy buttons.)
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
