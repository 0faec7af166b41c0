/**
 * Loaded by boot.ts the first time an island is needed: React, the island's own chunk, and the
 * toaster (toasts come from islands, so it is mounted with the first one). Each island hydrates with
 * the very props the compiler rendered it with.
 */
import { createElement, startTransition, useEffect, type ComponentType, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { islandLoaders } from '../widgets/hydrate';
import { unpackIslandValue } from '../widgets/island-props';
import { pageIslands } from './registry';
import Toaster from './Toaster';

type Loader = () => Promise<{ default: unknown }>;

const started = new WeakSet<HTMLElement>();
let toaster = false;
function mountToaster(): void {
  if (toaster || document.querySelector('[data-toaster]')) return;
  toaster = true;
  const host = document.createElement('div');
  host.dataset.toaster = '';
  document.body.append(host);
  createRoot(host).render(createElement(Toaster));
}

/** Adds no markup; tells when React has committed the island (its DOM and event handlers are live). */
function Committed({ onCommit, children }: { onCommit: () => void; children?: ReactNode }): ReactNode {
  useEffect(onCommit, [onCommit]);
  return children;
}

/**
 * Resolves once the island is interactive, so replayed clicks and typing reach React's handlers. Rejects when its
 * code did not arrive (boot.ts asks again); an error of the island itself is logged, not asked again.
 */
export async function hydrateElement(el: HTMLElement): Promise<void> {
  const name = el.dataset.island ?? el.dataset.pageIsland ?? '';
  const load = (el.dataset.island ? islandLoaders[name as keyof typeof islandLoaders] : pageIslands[name]) as Loader | undefined;
  if (!load || started.has(el)) return;
  const { default: Component } = await load();
  if (started.has(el)) return;
  started.add(el);
  mountToaster();
  try {
    const props = JSON.parse(el.dataset.props || '{}') as Record<string, unknown>;
    if (el.dataset.island) props.value = unpackIslandValue(props.value as object); // a widget's value is sent packed
    await new Promise<void>((committed) => {
      // As a transition, hydration yields to the browser every few ms instead of one long task, so a click
      // or a key meanwhile is answered (boot.ts shows its pending state) rather than waiting for it.
      startTransition(() => {
        hydrateRoot(el, createElement(Committed, { onCommit: committed }, createElement(Component as ComponentType<Record<string, unknown>>, props)));
      });
    });
    el.dataset.hydrated = '1'; // from here React handles events itself
  } catch (err) {
    console.error(`页面组件 ${name} 激活失败`, err);
  }
}
