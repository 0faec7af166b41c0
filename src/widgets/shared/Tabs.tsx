/**
 * Header of the tabbed showcases (W0005, W0014, W0015, W0017): a title and tab names; hovering a name shows
 * its tab. Every panel is in the HTML (inactive ones `hidden`), so static pages keep all goods links.
 */
import { useState, type CSSProperties, type ReactNode } from 'react';
import { readableText } from '../../lib/contrast';
import { list } from './style';

export interface Tab { text?: unknown; data?: unknown; goods_id?: unknown }

/** Active tab index; starts at 0 on server and client alike (hydration-safe). */
export function useHoverTab() {
  return useState(0);
}

export interface TabHeaderProps {
  title: ReactNode;
  tabs: Tab[];
  active: number;
  onHover(i: number): void;
  activeColor?: string;
  style?: CSSProperties;
}

export function TabHeader({ title, tabs, active, onHover, activeColor = '#FF5D02', style }: TabHeaderProps) {
  return (
    <div className="w-tabs-head" style={style}>
      <div className="w-tabs-title">{title}</div>
      <ul className="w-tabs-names">
        {tabs.map((t, i) => (
          <li key={i} className={i === active ? 'w-tab is-active' : 'w-tab'} style={i === active ? { color: readableText(activeColor), borderColor: activeColor } : undefined} onMouseEnter={() => onHover(i)}>
            {String(t.text ?? '')}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** One panel per tab; only the active one is visible. */
export function TabPanels({ tabs, active, render }: { tabs: Tab[]; active: number; render(goods: unknown[], tab: Tab, i: number): ReactNode }) {
  return (
    <>
      {tabs.map((t, i) => (
        <div key={i} className="w-tab-panel" hidden={i !== active}>
          {render(list(t.data), t, i)}
        </div>
      ))}
    </>
  );
}
