/**
 * Browser entry for page islands (imported by the layout's script): hydrates every
 * `[data-page-island]` element with the same props the compiler rendered it with.
 */
import { createElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { pageIslands } from './registry';

async function hydrateOne(el: HTMLElement): Promise<void> {
  const name = el.dataset.pageIsland ?? '';
  const load = pageIslands[name];
  if (!load || el.dataset.hydrated) return;
  el.dataset.hydrated = '1';
  try {
    const props = JSON.parse(el.dataset.props || '{}') as Record<string, unknown>;
    const { default: Component } = await load();
    hydrateRoot(el, createElement(Component, props));
  } catch (err) {
    console.error(`页面组件 ${name} 激活失败`, err);
  }
}

/** `data-hydrate="visible"` islands (below the fold) load their code only when scrolled near. */
function whenVisible(el: HTMLElement): Promise<void> {
  if (typeof IntersectionObserver === 'undefined') return hydrateOne(el);
  return new Promise((resolve) => {
    const io = new IntersectionObserver((entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      io.disconnect();
      void hydrateOne(el).then(resolve);
    }, { rootMargin: '200px' });
    io.observe(el);
  });
}

export function hydratePageIslands(root: ParentNode = document): Promise<void[]> {
  return Promise.all(Array.from(root.querySelectorAll<HTMLElement>('[data-page-island]'))
    .map((el) => (el.dataset.hydrate === 'visible' ? whenVisible(el) : hydrateOne(el))));
}

if (typeof document !== 'undefined') {
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', () => void hydratePageIslands(), { once: true });
  else void hydratePageIslands();
}
