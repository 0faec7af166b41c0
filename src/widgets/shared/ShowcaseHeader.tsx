/** Header of W0014/W0015/W0017: title pill (wgtBackgroundColor, wgtTextColor, optional 15px radius) + hover tabs. */
import type { Tab } from './Tabs';
import { TabHeader } from './Tabs';
import { color, pillStyle } from './style';

export interface ShowcaseHeaderProps {
  value: { text?: unknown; wgtBackgroundColor?: unknown; wgtTextColor?: unknown; wgtBorderRadius?: unknown };
  tabs: Tab[];
  active: number;
  onHover(i: number): void;
}

export function ShowcaseHeader({ value, tabs, active, onHover }: ShowcaseHeaderProps) {
  return (
    <TabHeader
      title={<span style={pillStyle(value.wgtBackgroundColor, value.wgtTextColor, value.wgtBorderRadius)}>{String(value.text ?? '')}</span>}
      tabs={tabs} active={active} onHover={onHover} activeColor={color(value.wgtBackgroundColor, '#FF5D02')}
    />
  );
}
