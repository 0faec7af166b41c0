/** 文本: a link (to `data`) around pre-wrapped text with the widget's font settings. */
import type { WidgetRenderProps } from '../types';
import { WLink } from '../shared/Link';
import { num, surfaceOf, textColor } from '../shared/style';
import type { W0011Props } from './schema';

export default function Render({ value, ctx }: WidgetRenderProps<W0011Props>) {
  return (
    <div className="w-text" style={{ textAlign: value.textAlign === 'center' || value.textAlign === 'right' ? value.textAlign : 'left' }}>
      <WLink to={value.data} ctx={ctx}>
        <span style={{
          whiteSpace: 'pre-wrap', fontSize: num(value.fontSize, 14), fontWeight: value.fontWeight === 'bold' ? 'bold' : 'normal',
          fontStyle: value.fontStyle === 'italic' ? 'italic' : 'normal', textDecoration: value.textDecoration === 'underline' ? 'underline' : 'none',
          color: textColor(value.color, '#000000', surfaceOf(value, ctx)),
        }}>{String(value.text ?? '')}</span>
      </WLink>
    </div>
  );
}
