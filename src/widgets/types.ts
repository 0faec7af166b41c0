/**
 * The contract every widget folder fulfils. A widget is stored data (props merged over its defaults)
 * plus a pure, server-safe React render component that both hosts use: the compiler renders it to
 * static HTML, the designer canvas renders the very same component in design mode.
 */
import type { ComponentType, ReactNode } from 'react';

export type WidgetType =
  | 'W0000' | 'W0001' | 'W0002' | 'W0003' | 'W0004' | 'W0005' | 'W0006' | 'W0007' | 'W0008'
  | 'W0010' | 'W0011' | 'W0012' | 'W0013' | 'W0014' | 'W0015' | 'W0016' | 'W0017' | 'W0018'
  | 'W0019' | 'W0020' | 'W0021' | 'W0022';

/** One stored widget object (common attrs + type-specific keys), as in spec/widgets.md §2–§3. */
export interface WidgetNode {
  type: WidgetType;
  uuid: string;
  id?: number;
  name?: string;
  [key: string]: unknown;
}

export type RenderMode = 'design' | 'preview' | 'render';

/** Page-level settings (W0000) every widget may read. */
export interface PageProps {
  themeColor: string;
  backgroundColor: string;
}

export interface RenderContext {
  mode: RenderMode;
  page: PageProps;
  /** Path of the page being rendered (W0013 highlights the matching entry). */
  currentPath?: string;
  /** True when rendered as a child of a W0006 free panel (inner box width becomes auto). */
  inFreePanel?: boolean;
  /** The colour a free panel paints behind its children: text widgets keep their text readable on it. */
  surface?: string;
}

/** How a container (W0006) draws its children: the renderer is handed in, so containers don't import it. */
export type ChildRenderer = (props: { node: WidgetNode; ctx: RenderContext }) => ReactNode;

export interface WidgetRenderProps<P = Record<string, unknown>> {
  value: P & WidgetNode;
  ctx: RenderContext;
  /** Given to every widget by RenderWidget; only containers use it. */
  renderChild?: ChildRenderer;
}

/** Validation limit violations carry the spec's Chinese message. */
export interface ValidationIssue {
  path: string;
  message: string;
}

export interface WidgetDefinition<P = Record<string, unknown>> {
  type: WidgetType;
  /** Chinese display name, e.g. 轮播. */
  name: string;
  /** May this widget be dropped into a W0006 free panel. */
  allowedInFreePanel: boolean;
  /** Full default setting (common attrs + type keys), from fixtures/ecshopx-widget-defaults.json. */
  defaults: P & WidgetNode;
  /** Checks stored props against the spec's limits; an empty list means valid. */
  validate(value: P & WidgetNode): ValidationIssue[];
  /** Pure, server-safe render component (no window access during render). */
  Render: ComponentType<WidgetRenderProps<P>>;
  /** True when the component needs to be hydrated in the browser (tabs, carousels, claim buttons…). */
  island: boolean;
}
