/** Render phase: widget lists and page bodies to HTML strings with React's server renderer. */
import { renderToString, renderToStaticMarkup } from 'react-dom/server';
import { createElement, type ComponentType } from 'react';
import type { RenderContext, WidgetNode } from '../src/widgets/types';
import { RenderWidget } from '../src/widgets/RenderWidget';
import type { PageConfig } from './shell';
import { sanitizeDescription } from './sanitize';
import { remembered } from './remembered';

/** `currentPath` '' = not path-dependent (left out of the context, so the HTML is the same on every page). */
export function renderWidgetList(widgets: WidgetNode[], page: PageConfig, currentPath: string): string {
  const ctx: RenderContext = currentPath ? { mode: 'render', page, currentPath } : { mode: 'render', page };
  // One widget at a time: a widget whose stored data cannot render is left out (and logged) instead
  // of failing the whole page. renderToString keeps React's hydration markers for island subtrees.
  return widgets.filter((w) => w.type !== 'W0000').map((node) => {
    try {
      return singleQuoteProps(renderToString(createElement(RenderWidget, { node, ctx })));
    } catch (e) {
      console.error(`[compiler] ${currentPath} 组件 ${String(node?.type)}(${String(node?.uuid)}) 渲染失败：${(e as Error).message}`);
      return '';
    }
  }).join('');
}

/**
 * Island props are JSON, full of `"`: inside a double-quoted attribute each is `&quot;` (six bytes), which made
 * props nearly twice their size on every page. In single quotes they stay one byte (React already writes `'` as
 * `&#x27;`), and the browser reads the very same value.
 */
export const singleQuoteProps = (html: string): string =>
  html.replace(/ data-props="([^"]*)"/g, (_m, v: string) => ` data-props='${v.replaceAll('&quot;', '"')}'`);

/** JSON for a single-quoted attribute. */
const propsAttr = (props: object) => JSON.stringify(props).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/'/g, '&#x27;');

/** A page-level island (src/islands/registry.ts), pre-rendered and hydrated in the browser. */
/** `hydrate: 'visible'` defers the island's code until it scrolls into view (below-the-fold blocks). */
export function renderPageIsland<P extends object>(name: string, Component: ComponentType<P>, props: P, hydrate: 'load' | 'visible' = 'load'): string {
  const html = renderToString(createElement(Component, props));
  return `<div data-page-island="${name}"${hydrate === 'visible' ? ' data-hydrate="visible"' : ''} data-props='${propsAttr(props)}'>${html}</div>`;
}

/**
 * Item descriptions are operator HTML: sanitised before they reach a shopper's page, once per description while it
 * is in use (`remembered`: 0.8 ms of CPU each time; goods share descriptions, and a page made again has its own).
 */
export const sanitizeIntro = remembered(sanitizeDescription, 4_000_000);

export function renderBreadcrumb(parts: { label: string; href?: string }[]): string {
  return renderToStaticMarkup(createElement('nav', { className: 'breadcrumb', 'aria-label': '当前位置' },
    parts.map((p, i) => createElement('span', { key: i }, i > 0 ? ' > ' : '', p.href ? createElement('a', { href: p.href }, p.label) : p.label))));
}
