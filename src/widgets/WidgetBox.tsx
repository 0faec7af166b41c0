/**
 * The three nested boxes every widget sits in (widgets.md §3):
 * outer = full-width band (margins top/bottom, per-side borders, backgroundColor);
 * inner = page width 1190 (auto inside a free panel), paddings, foregroundColor, centred;
 * body  = width × height (auto when heightShow is false), marginLeft/Right ('auto' centres).
 * What every box has (inner centred and border-box, body positioned) is in widgets.css, and zero margins,
 * zero paddings and transparent backgrounds are left out: the header and footer repeat on every page.
 */
import type { CSSProperties, ReactNode } from 'react';
import type { WidgetNode } from './types';
import { PAGE_WIDTH, color, size } from './shared/style';

const SIDES = ['Top', 'Right', 'Bottom', 'Left'] as const;

/** `value` unless it is 0 or a fully transparent colour, which the browser's defaults already give. */
const unlessDefault = <T,>(value: T): T | undefined => (value === 0 || (typeof value === 'string' && isTransparent(value)) ? undefined : value);
const isTransparent = (c: string) => c === 'transparent' || /^#(?:[0-9a-f]{3}0|[0-9a-f]{6}00)$/i.test(c);

/**
 * The attrs' default band colour (widgets.md §3), never written by the colour picker (it writes #RRGGBB): left as it
 * is, a widget paints no white band across a screen wider than the page, only its 1190px inner box.
 */
const UNTOUCHED_BAND = '#ffffffff';

export function outerStyle(v: WidgetNode): CSSProperties {
  const band = v.backgroundColor === UNTOUCHED_BAND ? undefined : unlessDefault(color(v.backgroundColor, 'transparent'));
  const s: CSSProperties = { marginTop: unlessDefault(size(v.marginTop)), marginBottom: unlessDefault(size(v.marginBottom)), backgroundColor: band };
  for (const side of SIDES) {
    const w = Number(v[`border${side}Width`]) || 0;
    if (w > 0) (s as Record<string, unknown>)[`border${side}`] = `${w}px solid ${color(v[`border${side}Color`], 'transparent')}`;
  }
  return s;
}

export function innerStyle(v: WidgetNode, inFreePanel: boolean): CSSProperties {
  return {
    width: inFreePanel ? 'auto' : size(v.pageWidth) ?? PAGE_WIDTH,
    paddingTop: unlessDefault(size(v.paddingTop)), paddingRight: unlessDefault(size(v.paddingRight)),
    paddingBottom: unlessDefault(size(v.paddingBottom)), paddingLeft: unlessDefault(size(v.paddingLeft)),
    backgroundColor: unlessDefault(color(v.foregroundColor, 'transparent')),
  };
}

export function bodyStyle(v: WidgetNode): CSSProperties {
  return {
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
