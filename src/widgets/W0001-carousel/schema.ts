import type { ValidationIssue, WidgetNode } from '../types';
import { ATTRS } from '../shared/attrs';
import { checkCount } from '../shared/validate';

/** One slide. Old defaults store the image under `imgData`. */
export interface CarouselItem { imgUrl?: string; imgData?: string; pathData?: unknown; type?: 'Pic' | 'Video' | string }
export interface W0001Props {
  data: CarouselItem[];
  styleType: 'style1' | 'style2' | 'style3' | 'style4' | 'style5';
  pointAlign: 'left' | 'center' | 'right';
  pointDefaultColor: string;
  pointActiveColor: string;
  autoplay: boolean;
  autoplaySpeed: number;
  customerThemeEnabled: boolean;
  width: number | string;
  height: number | string;
}
export type W0001Value = W0001Props & WidgetNode;

export const MAX_SLIDES = 5;

export const defaults = {
  ...ATTRS,
  name: "轮播",
  alias: "轮播",
  text: "轮播",
  type: "W0001",
  height: 200,
  color: "#ffffff",
  data: [{"imgData": "", "pathData": {}}, {"imgData": "", "pathData": {}}, {"imgData": "", "pathData": {}}],
  proportion: "disabled",
  styleType: "style1",
  pointAlign: "right",
  pointDefaultColor: "#000000ff",
  pointActiveColor: "#ff0000ff",
  autoplay: true,
  autoplaySpeed: 2000,
  dots: "none",
  radiusDot: false,
  trigger: "click",
  arrow: "never",
  activeColor: "#8391a5",
} as unknown as W0001Value;

export function validate(v: W0001Value): ValidationIssue[] {
  return checkCount('data', v.data, { min: 1, max: MAX_SLIDES, minMessage: '请至少添加1张轮播图', maxMessage: '最多只能添加5张轮播图' });
}
