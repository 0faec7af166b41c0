/** Logo墙: 40px title row with a right "more" link, logos of logoWidth × logoHeight (set by the columns, or by hand) with 10px gaps. */
import type { WidgetRenderProps } from '../types';
import { Img } from '../shared/Img';
import { WLink } from '../shared/Link';
import { list, num } from '../shared/style';
import { LOGO_GAP, shownLogoSize, type LogoItem, type W0004Props } from './schema';

export default function Render({ value, ctx }: WidgetRenderProps<W0004Props>) {
  const column = num(value.column, 5);
  const { w, h } = shownLogoSize(value, num(value.width, 1190), column);
  const logos = list<LogoItem>(value.data);
  return (
    <div className="w-logo-wall">
      <div className="w-logo-head">
        <span className="w-logo-title">{String(value.text ?? '')}</span>
        <WLink to={value.moreLinkData} ctx={ctx} className="w-more">{`${String(value.moreText ?? '')} >`}</WLink>
      </div>
      <ul className="w-logo-list" style={{ gap: LOGO_GAP }}>
        {(logos.length ? logos : [{} as LogoItem]).map((it, i) => (
          <li key={i} style={{ width: w, height: h }}>
            <WLink to={it.pathData} ctx={ctx} label={{ fallback: '查看详情' }}><Img src={it.imgUrl} w={w} h={h} ctx={ctx} /></WLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
