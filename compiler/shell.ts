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
export function fillShellBytes(html: string, parts: FillParts): Buffer {
  const { head, styles, chunks } = shellLayout(html, parts);
  return joinBytes([head + styles + (chunks[0] as string), ...chunks.slice(1)]);
}

type FillParts = Omit<ShellParts, 'header' | 'footer' | 'body'> & { header: PreparedFill; footer: PreparedFill; body?: PreparedFill };

/**
 * A filled page in its parts: `head` (up to `</head>`), the `<style>` elements gathered from the rest (`styles`, put
 * before `</head>`), then `chunks`: the shell's text between the slots and each fill's bytes (`fillAt`: where).
 */
interface ShellLayout { head: string; styles: string; chunks: (string | Buffer)[]; fillAt: Partial<Record<'header' | 'footer' | 'body', number>> }

function shellLayout(html: string, parts: FillParts): ShellLayout {
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
  const fillAt: ShellLayout['fillAt'] = {};
  let last = 0;
  for (const m of out.matchAll(SLOTS)) {
    const fill = fills[m[1]];
    if (fill === undefined) continue;
    fills[m[1]] = undefined; // each slot once
    pieces.push(out.slice(last, m.index));
    fillAt[m[1] as 'header'] = pieces.length;
    pieces.push(fill);
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
  chunks[0] = first.slice(headEnd, bodyAt) + (chunks[0] as string);
  return { head: first.slice(0, headEnd), styles: [...styles].join(''), chunks, fillAt };
}

/** One allocation, each string encoded straight into it. */
function joinBytes(chunks: (string | Buffer)[]): Buffer {
  const page = Buffer.allocUnsafe(chunks.reduce((n, c) => n + (typeof c === 'string' ? Buffer.byteLength(c) : c.length), 0));
  let at = 0;
  for (const c of chunks) at += typeof c === 'string' ? page.write(c, at) : c.copy(page, at);
  return page;
}

/**
 * What every page of one shell, page settings and header/footer has around its own parts (its title and head before,
 * its body in the middle): `before`, from the gathered styles to the body, and `after`, from the body to the end.
 * Made for a body with no `<style>` of its own (an item page's): with one, the gathered styles would differ.
 */
export interface ChromeFrame { before: Buffer; after: Buffer; stylesBytes: number }

export function chromeFrame(html: string, parts: Omit<FillParts, 'body' | 'title' | 'head'>): ChromeFrame {
  const { styles, chunks, fillAt } = shellLayout(html, { ...parts, body: { styles: [], bytes: Buffer.alloc(0) } });
  const body = fillAt.body;
  if (body === undefined) throw new Error('页面外壳没有正文位置');
  return { before: joinBytes([styles, ...chunks.slice(0, body)]), after: joinBytes(chunks.slice(body + 1)), stylesBytes: Buffer.byteLength(styles) };
}

/**
 * A page filled with one header/footer (`from`), given the other (`to`) without rendering it again: its own bytes
 * (title, head, body) kept, the frame around them swapped. The same bytes as filling the shell with `to`, provided the
 * page's body has no `<style>` of its own and everything else it was filled with is unchanged; undefined when the
 * page is not exactly `from` around its own parts (then it is rendered again).
 */
export function swapChrome(page: Buffer, from: ChromeFrame, to: ChromeFrame): Buffer | undefined {
  const at = page.indexOf('</head>') - from.stylesBytes;
  const bodyEnd = page.length - from.after.length;
  if (at < 0 || bodyEnd < at + from.before.length) return undefined;
  if (!page.subarray(at, at + from.before.length).equals(from.before) || !page.subarray(bodyEnd).equals(from.after)) return undefined;
  return Buffer.concat([page.subarray(0, at), to.before, page.subarray(at + from.before.length, bodyEnd), to.after]);
}
const SLOTS = /<shop-slot name="(header|footer|body)"><\/shop-slot>/g;

/** True when `html` is a page this compiler fills (DefaultLayout; AuthLayout has the footer slot only). */
export const isShellPage = (html: string) => html.includes('<shop-slot name="footer"></shop-slot>');
