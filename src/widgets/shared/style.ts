/** Small style helpers shared by widgets. Stored sizes are px numbers, numeric strings or 'auto'. */
import type { CSSProperties } from 'react';
import type { RenderContext } from '../types';
import { readablePair, readableText } from '../../lib/contrast';
import { isCssColor, isCssSize, isSafeUrl, numeric } from './validate';

export const PAGE_WIDTH = 1190;
/** The shop's brand colour, used where the spec hard-codes an accent. */
export const BRAND_COLOR = '#FF5D02';

/**
 * px number (React appends px), or 'auto'/'100%' strings as they are; garbage → undefined. React does not
 * escape `;` inside a style value in server-rendered HTML, so only checked lengths reach a style.
 */
export function size(v: unknown): number | string | undefined {
  if (typeof v === 'number') return Number.isFinite(v) ? v : undefined;
  if (typeof v === 'string' && isCssSize(v)) {
    const s = v.trim();
    return /^-?\d+(\.\d+)?$/.test(s) ? Number(s) : s;
  }
  return undefined;
}

/** Number with fallback (font sizes, counts). */
export function num(v: unknown, fallback = 0): number {
  const n = numeric(v);
  return Number.isFinite(n) ? n : fallback;
}

/** A valid CSS colour (hex, rgb/rgba, name, transparent) or the fallback: stored data never writes raw CSS. */
export function color(v: unknown, fallback = 'inherit'): string {
  return isCssColor(v) ? v.trim() : fallback;
}

/**
 * A configured text colour, darkened just enough to read on `bg` (WCAG AA 4.5:1): brand reds and oranges
 * stay recognisable as their darker shades. Text on a widget's own white body uses the default bg.
 */
export function textColor(v: unknown, fallback: string, bg = '#ffffff'): string {
  return readableText(color(v, fallback), bg);
}

/** The first of `candidates` that paints something (a valid colour, not transparent nor fully see-through). */
export function paintedColor(...candidates: unknown[]): string | undefined {
  return candidates.find((c): c is string => isCssColor(c) && !/^(transparent|#[0-9a-f]{6}00|rgba\(.*,\s*0(\.0*)?\s*\))$/i.test(c.trim()))?.trim();
}

/** Page background when W0000 sets none (global.css --page-bg). */
const PAGE_BG = '#f4f4f4';

/** Colour behind a widget's text: its own inner or outer fill, else the free panel's, else the page's. */
export function surfaceOf(value: object, ctx: RenderContext): string {
  const box = value as { foregroundColor?: unknown; backgroundColor?: unknown };
  return paintedColor(box.foregroundColor, box.backgroundColor, ctx.surface, ctx.page?.backgroundColor) ?? PAGE_BG;
}

/** Text on a configured fill (a button, a title bar): the pair made readable by darkening the darker of the two. */
export function pairStyle(fg: unknown, fgFallback: string, bg: unknown, bgFallback: string): { color: string; background: string } {
  const pair = readablePair(color(fg, fgFallback), color(bg, bgFallback));
  return { color: pair.fg, background: pair.bg };
}

/** `url("…")` for a background image, or undefined when the URL is not a safe one. */
export function cssUrl(v: unknown): string | undefined {
  return typeof v === 'string' && v.trim() && isSafeUrl(v) ? `url("${v.trim()}")` : undefined;
}

/** widgets.md §3 getThemeColor: own wgtTheme when customerThemeEnabled, else the page theme colour. */
export function themeColor(value: { customerThemeEnabled?: unknown; wgtTheme?: unknown }, ctx: RenderContext): string {
  if (value.customerThemeEnabled && isCssColor(value.wgtTheme)) return value.wgtTheme.trim();
  return color(ctx.page?.themeColor, 'inherit');
}

/** Pill title used by showcase headers (W0014–W0017, W0021). */
export function pillStyle(bg: unknown, fg: unknown, rounded: unknown, fontSize = 18): CSSProperties {
  return {
    display: 'inline-block', padding: '0 16px', height: 36, lineHeight: '36px', fontSize,
    background: color(bg, BRAND_COLOR), color: color(fg, '#ffffff'), borderRadius: rounded ? 15 : 0,
  };
}

export { list } from './list';
