/** Page settings are applied by the page (background, theme colour), never drawn as a widget. */
import type { WidgetRenderProps } from '../types';
import type { W0000Props } from './schema';

export default function Render(_props: WidgetRenderProps<W0000Props>) {
  return null;
}
