/**
 * Renders one stored widget: merge defaults, pick its Render from the registry, wrap it in WidgetBox.
 * In render mode an island's output is wrapped in <div data-island data-props> so hydrate.ts can call
 * hydrateRoot(div, <Render {...props}/>) in the browser; everything else stays plain HTML.
 */
import type { RenderContext, WidgetNode } from './types';
import { getWidget, mergeDefaults } from './registry';
import { WidgetBox } from './WidgetBox';
import { packIslandValue } from './island-props';

export interface IslandProps { value: WidgetNode; ctx: RenderContext }
/** IslandProps as written into the page: the value packed (island-props.ts). */
export interface PackedIslandProps { value: Partial<WidgetNode>; ctx: RenderContext }

export function RenderWidget({ node, ctx }: { node: WidgetNode; ctx: RenderContext }) {
  const def = getWidget(node?.type);
  if (!def) return ctx.mode === 'design' ? <div className="w-unknown">{`未知的挂件类型：${String(node?.type ?? '')}`}</div> : null;
  if (def.type === 'W0000') return null;
  const value = mergeDefaults(node);
  const { Render } = def;
  const inner = <Render value={value} ctx={ctx} renderChild={RenderWidget} />;
  const island = def.island && ctx.mode === 'render';
  return (
    <WidgetBox value={value} inFreePanel={ctx.inFreePanel}>
      {island ? <div className="w-island" data-island={def.type} data-props={JSON.stringify({ value: packIslandValue(value), ctx } satisfies PackedIslandProps)}>{inner}</div> : inner}
    </WidgetBox>
  );
}

/** A list of widgets in order (W0000 page settings are skipped: the page applies them). */
export function RenderWidgets({ nodes, ctx }: { nodes: WidgetNode[]; ctx: RenderContext }) {
  return <>{nodes.map((n, i) => <RenderWidget key={n.uuid || i} node={n} ctx={ctx} />)}</>;
}
