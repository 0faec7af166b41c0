/** 热区图: the image fills the body; each zone is a transparent link placed by percentages of the body box. */
import type { WidgetRenderProps } from '../types';
import { Img } from '../shared/Img';
import { WLink } from '../shared/Link';
import { list, num } from '../shared/style';
import { zoneLabel, type HotZone, type W0003Props } from './schema';

const pct = (v: unknown) => `${num(v) * 100}%`;

export default function Render({ value, ctx }: WidgetRenderProps<W0003Props>) {
  return (
    <div className="w-hotzone">
      <Img src={value.imgUrl} w={num(value.width, 1190)} h={num(value.height, 200)} fill ctx={ctx} alt={String(value.name ?? '')} />
      {list<HotZone>(value.data).map((z, i) => (
        <WLink key={i} to={z.pathData} ctx={ctx} className="w-hotzone-zone" label={{ text: zoneLabel(z, i), fallback: `热区 ${i + 1}` }}
          style={{ left: pct(z.leftPer), top: pct(z.topPer), width: pct(z.widthPer), height: pct(z.heightPer) }} />
      ))}
    </div>
  );
}
