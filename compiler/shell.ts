/**
 * Fills an Astro-built HTML page: `<shop-slot name="…"></shop-slot>` placeholders (a meta in <head>), the <title>, and
 * the W0000 page settings on <body data-page-config>. Pure string work, so both the full build and
 * an incremental rebuild produce byte-identical output from the same inputs.
 */
import { isCssColor } from '../src/widgets/shared/validate';
import colorNames from 'color-name';
import { parseColor, readablePair, readableText } from '../src/lib/contrast';

export interface PageConfig { backgroundColor: string; themeColor: string }
export interface ShellParts {
  title?: string;
  head?: string;
  header: string;
  footer: string;
  body?: string;
  page: PageConfig;
}

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
export { escapeHtml };

/** In <head> only metadata elements are allowed, so the head placeholder is a meta element. */
const HEAD_SLOT = /<meta name="shop-slot" content="head"\s*\/?>|<shop-slot name="head"><\/shop-slot>/;

/**
 * The page theme colour and its two readable shades (WCAG AA): `--theme-ink` for text on white and light
 * greys, `--theme-strong` for fills under white text. The theme colour itself stays for borders and large fills.
 */
function themeVars(theme: unknown): string[] {
  if (!isCssColor(theme)) return [];
  // Every page of a build has the same few themes: the contrast search runs once per colour.
  let vars = themeVarsOf.get(theme);
  if (!vars) themeVarsOf.set(theme, (vars = computeThemeVars(theme)));
  return vars;
}
const themeVarsOf = new Map<string, string[]>();

function computeThemeVars(theme: string): string[] {
  const c = theme.trim();
  const named = colorNames[c.toLowerCase() as keyof typeof colorNames];
  const rgb = named ? `rgb(${named.join(',')})` : c;
  if (!parseColor(rgb)) return [`--theme-color:${c}`];
  return [`--theme-color:${c}`, `--theme-ink:${readableText(rgb, LIGHT_GREY)}`, `--theme-strong:${readablePair('#ffffff', rgb).bg}`];
}
/** The darkest light background brand text sits on (the top bar). */
const LIGHT_GREY = '#f0f0f0';

export function fillShell(html: string, parts: ShellParts): string {
  const body = parts.body === undefined ? undefined : prepareFill(parts.body);
  return fillShellBytes(html, { ...parts, header: prepareFill(parts.header), footer: prepareFill(parts.footer), body }).toString();
}

/**
 * HTML ready to go into pages: its `<style>` elements taken out (HTML allows them only in <head>, where the page
 * puts them) and the rest encoded once.
 * - The header and footer fill every page with the same two: encoded once, not per page.
 * - A page body is kept between builds (a header publish re-fills every page). As bytes outside the JavaScript
 *   heap, not as a string, it is not copied by every young-generation collection on its way to the old one
 *   (measured: a full build's 1,178 bodies were most of what each collection copied).
 */
export interface PreparedFill { styles: string[]; bytes: Buffer }
export function prepareFill(html: string): PreparedFill {
  const { html: rest, styles } = takeStyles(html);
  return { styles, bytes: Buffer.from(rest) };
}

const STYLE_ELEMENT = /<style>[^<]*<\/style>/g;
function takeStyles(html: string): { html: string; styles: string[] } {
  if (!html.includes('<style>')) return { html, styles: [] };
  const styles: string[] = [];
  return { html: html.replace(STYLE_ELEMENT, (m) => { styles.push(m); return ''; }), styles };
}

/** `fillShell` as the bytes written, with the header and footer prepared once for every page. */
export function fillShellBytes(html: string, parts: Omit<ShellParts, 'header' | 'footer' | 'body'> & { header: PreparedFill; footer: PreparedFill; body?: PreparedFill }): Buffer {
  let out = html;
  if (parts.title !== undefined) out = out.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(parts.title)}</title>`);
  // Raw CSS text: only values that are colours get in (a stored `red;}body{…}` is dropped, not escaped into CSS).
  const style = [isCssColor(parts.page.backgroundColor) && `background-color:${parts.page.backgroundColor.trim()}`,
    ...themeVars(parts.page.themeColor)].filter(Boolean).join(';');
  out = out.replace(/<body([^>]*) data-page-config([^>]*)>/, (_m, a: string, b: string) => `<body${a} style="${escapeHtml(style)}"${b}>`);
  // Functions as replacements: widget HTML may contain `$&`-like sequences.
  out = out.replace(HEAD_SLOT, () => parts.head ?? '');
  // The page is its shell's text between the slots, and the fills (each slot once).
  const fills: Record<string, PreparedFill | undefined> = { header: parts.header, footer: parts.footer, body: parts.body };
  const pieces: (string | PreparedFill)[] = [];
  let last = 0;
  for (const m of out.matchAll(SLOTS)) {
    const fill = fills[m[1]];
    if (fill === undefined) continue;
    fills[m[1]] = undefined; // each slot once
    pieces.push(out.slice(last, m.index), fill);
    last = m.index + m[0].length;
  }
  pieces.push(out.slice(last));
  // HTML allows <style> only in <head>; Astro writes its island style where the first island is. Every <style>
  // after <body> moves into the head (each once), so every page validates.
  const first = pieces[0] as string;
  const bodyAt = first.search(/<body[\s>]/);
  const headEnd = first.indexOf('</head>');
  if (bodyAt < 0 || headEnd < 0 || headEnd > bodyAt) {
    throw new Error('页面外壳缺少 </head> 或 <body>：无法生成页面');
  }
  const styles = new Set<string>();
  const chunks = pieces.map((p, i) => {
    if (typeof p !== 'string') { p.styles.forEach((s) => styles.add(s)); return p.bytes; }
    const taken = takeStyles(i === 0 ? p.slice(bodyAt) : p);
    taken.styles.forEach((s) => styles.add(s));
    return taken.html;
  });
  chunks[0] = first.slice(0, headEnd) + [...styles].join('') + first.slice(headEnd, bodyAt) + (chunks[0] as string);
  // One allocation, each string encoded straight into it.
  const page = Buffer.allocUnsafe(chunks.reduce((n, c) => n + (typeof c === 'string' ? Buffer.byteLength(c) : c.length), 0));
  let at = 0;
  for (const c of chunks) at += typeof c === 'string' ? page.write(c, at) : c.copy(page, at);
  return page;
}
const SLOTS = /<shop-slot name="(header|footer|body)"><\/shop-slot>/g;

/** True when `html` is a page this compiler fills (DefaultLayout; AuthLayout has the footer slot only). */
export const isShellPage = (html: string) => html.includes('<shop-slot name="footer"></shop-slot>');
