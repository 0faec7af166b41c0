/**
 * The three nested boxes every widget sits in (widgets.md §3):
 * outer = full-width band (margins top/bottom, per-side borders, backgroundColor);
 * inner = page width 1190 (auto inside a free panel), paddings, foregroundColor, centred;
 * body  = width × height (auto when heightShow is false), marginLeft/Right ('auto' centres).
 */
import type { CSSProperties, ReactNode } from 'react';
import type { WidgetNode } from './types';
import { PAGE_WIDTH, color, size } from './shared/style';

const SIDES = ['Top', 'Right', 'Bottom', 'Left'] as const;

export function outerStyle(v: WidgetNode): CSSProperties {
  const s: CSSProperties = { marginTop: size(v.marginTop), marginBottom: size(v.marginBottom), backgroundColor: color(v.backgroundColor, 'transparent') };
  for (const side of SIDES) {
    const w = Number(v[`border${side}Width`]) || 0;
    if (w > 0) (s as Record<string, unknown>)[`border${side}`] = `${w}px solid ${color(v[`border${side}Color`], 'transparent')}`;
  }
  return s;
}

export function innerStyle(v: WidgetNode, inFreePanel: boolean): CSSProperties {
  return {
    width: inFreePanel ? 'auto' : size(v.pageWidth) ?? PAGE_WIDTH,
    margin: '0 auto',
    boxSizing: 'border-box',
    paddingTop: size(v.paddingTop), paddingRight: size(v.paddingRight), paddingBottom: size(v.paddingBottom), paddingLeft: size(v.paddingLeft),
    backgroundColor: color(v.foregroundColor, 'transparent'),
  };
}

export function bodyStyle(v: WidgetNode): CSSProperties {
  return {
    position: 'relative',
    width: size(v.width),
    height: v.heightShow === false ? 'auto' : size(v.height),
    marginLeft: size(v.marginLeft), marginRight: size(v.marginRight),
  };
}

export function WidgetBox({ value, inFreePanel = false, children }: { value: WidgetNode; inFreePanel?: boolean; children?: ReactNode }) {
  return (
    <div className={`w-widget w-${value.type}`} data-widget={value.type} data-uuid={value.uuid || undefined} style={outerStyle(value)}>
      <div className="w-inner" style={innerStyle(value, inFreePanel)}>
        <div className="w-body" style={bodyStyle(value)}>{children}</div>
      </div>
    </div>
  );
}
