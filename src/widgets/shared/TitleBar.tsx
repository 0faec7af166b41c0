/** Gradient title bar of W0002 and W0020: 40px, text (and W0002's 更多) linked to moreLinkData. */
import type { RenderContext } from '../types';
import { WLink } from './Link';
import { color, num } from './style';

export interface TitleBarProps {
  text: unknown;
  align: unknown;
  decorated: unknown;
  from: unknown;
  to: unknown;
  fontSize: unknown;
  textColor: unknown;
  link: unknown;
  /** W0002's 更多: text at the right end of the bar, linked to the same place as the title. */
  more?: string;
  ctx: RenderContext;
}

export function TitleBar(p: TitleBarProps) {
  const align = p.align === 'left' || p.align === 'right' ? p.align : 'center';
  return (
    <div className="w-titlebar" style={{ textAlign: align, background: `linear-gradient(to right, ${color(p.from, '#FF5A00')}, ${color(p.to, '#FF8600')})`, fontSize: num(p.fontSize, 28) }}>
      <WLink to={p.link} ctx={p.ctx} style={{ color: color(p.textColor, '#FFFFFF') }}>
        {p.decorated ? <span className="w-titlebar-deco">◆ </span> : null}
        {String(p.text ?? '')}
        {p.decorated ? <span className="w-titlebar-deco"> ◆</span> : null}
      </WLink>
      {p.more ? <WLink to={p.link} ctx={p.ctx} className="w-titlebar-more" style={{ color: color(p.textColor, '#FFFFFF') }}>{`${p.more} >`}</WLink> : null}
    </div>
  );
}
