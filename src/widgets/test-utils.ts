/** Helpers for widget tests: render to static HTML in a given mode, demo fixture rows → widget lists. */
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import type { RenderContext, RenderMode, WidgetNode } from './types';
import { RenderWidget } from './RenderWidget';
import { widgets } from './registry';
import demo from './__fixtures__/ecshopx-demo-pc-index.rows.json';

export function ctxFor(mode: RenderMode, extra: Partial<RenderContext> = {}): RenderContext {
  return { mode, page: { themeColor: '#479EE9', backgroundColor: '#f4f4f4' }, ...extra };
}

export function html(node: WidgetNode, mode: RenderMode = 'render', extra: Partial<RenderContext> = {}): string {
  return renderToString(createElement(RenderWidget, { node, ctx: ctxFor(mode, extra) }));
}

/** The demo template as the renderer sees it: header list, body widgets (rows in order), footer list. */
export function demoWidgets(): { header: WidgetNode[]; body: WidgetNode[]; footer: WidgetNode[] } {
  const rows = demo.rows as { name: string; params: unknown }[];
  const list = (name: string) => rows.filter((r) => r.name === name).flatMap((r) => r.params as WidgetNode[]);
  return { header: list('header'), body: rows.filter((r) => r.name === '').map((r) => r.params as WidgetNode), footer: list('footer') };
}

/** A widget node of `type` with its defaults, a uuid, and overrides. */
export function nodeOf(type: WidgetNode['type'], overrides: Record<string, unknown> = {}): WidgetNode {
  return { ...(widgets[type].defaults as WidgetNode), uuid: `t-${type}`, ...overrides, type };
}

