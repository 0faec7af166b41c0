/** 营销橱窗 (384×422): title pill + subtitle linked to linkPath, then two 342×160 images, each linked. */
import type { WidgetRenderProps } from '../types';
import { Img } from '../shared/Img';
import { WLink } from '../shared/Link';
import { list, num, pillStyle } from '../shared/style';
import type { ImageSlot, W0016Props } from './schema';

export default function Render({ value, ctx }: WidgetRenderProps<W0016Props>) {
  const slots = list<ImageSlot>(list<unknown>(value.data)[num(value.styleType)] ?? list<unknown>(value.data)[0]).slice(0, 2);
  return (
    <div className="w-mcard">
      <WLink to={value.linkPath} ctx={ctx} className="w-mcard-head">
        <span style={pillStyle(value.wgtBackgroundColor, value.wgtTitleColor, value.wgtBorderRadius, num(value.wgtTitleFontSize, 18))}>{String(value.mainTitle ?? '')}</span>
        <span className="w-mcard-sub">{String(value.subTitle ?? '')}</span>
      </WLink>
      <div className="w-mcard-body">
        {slots.map((s, i) => <WLink key={i} to={s.pathData} ctx={ctx} label={{ fallback: `活动 ${i + 1}` }}><Img src={s.imgUrl} w={342} h={160} ctx={ctx} /></WLink>)}
      </div>
    </div>
  );
}
