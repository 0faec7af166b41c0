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
  let out = html;
  if (parts.title !== undefined) out = out.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(parts.title)}</title>`);
  // Raw CSS text: only values that are colours get in (a stored `red;}body{…}` is dropped, not escaped into CSS).
  const style = [isCssColor(parts.page.backgroundColor) && `background-color:${parts.page.backgroundColor.trim()}`,
    ...themeVars(parts.page.themeColor)].filter(Boolean).join(';');
  out = out.replace(/<body([^>]*) data-page-config([^>]*)>/, (_m, a: string, b: string) => `<body${a} style="${escapeHtml(style)}"${b}>`);
  // Functions as replacements: widget HTML may contain `$&`-like sequences.
  out = out.replace(HEAD_SLOT, () => parts.head ?? '');
  // The big parts (header, footer, body: tens of KB each) are joined once, after their styles are taken out.
  const fills: Record<string, string | undefined> = { header: parts.header, footer: parts.footer, body: parts.body };
  const pieces: string[] = [];
  let last = 0;
  for (const m of out.matchAll(SLOTS)) {
    const fill = fills[m[1]];
    if (fill === undefined) continue;
    fills[m[1]] = undefined; // each slot once
    pieces.push(out.slice(last, m.index), fill);
    last = m.index + m[0].length;
  }
  pieces.push(out.slice(last));
  return hoistStyles(pieces);
}
const SLOTS = /<shop-slot name="(header|footer|body)"><\/shop-slot>/g;

/**
 * HTML allows <style> only in <head>; Astro writes its island style where the first island is.
 * Such styles move into the head (each once), so every page validates.
 */
export const hoistBodyStyles = (html: string): string => hoistStyles([html]);

/** `hoistBodyStyles` of the pieces joined, without joining them first. */
function hoistStyles(pieces: string[]): string {
  let head = '';
  let i = 0;
  for (; i < pieces.length; i++) {
    const bodyAt = pieces[i].search(/<body[\s>]/);
    if (bodyAt < 0) { head += pieces[i]; continue; }
    head += pieces[i].slice(0, bodyAt);
    pieces[i] = pieces[i].slice(bodyAt);
    break;
  }
  const headEnd = head.indexOf('</head>');
  if (i === pieces.length || headEnd < 0) return head + pieces.slice(i).join('');
  const styles = new Set<string>();
  const body = pieces.slice(i).map((p) => (p.includes('<style>') ? p.replace(/<style>[^<]*<\/style>/g, (m) => { styles.add(m); return ''; }) : p));
  return head.slice(0, headEnd) + [...styles].join('') + head.slice(headEnd) + body.join('');
}

/** True when `html` is a page this compiler fills (it came from DefaultLayout). */
export const isShellPage = (html: string) => html.includes('<shop-slot name="header"></shop-slot>');
