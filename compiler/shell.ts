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

const slot = (name: string) => new RegExp(`<shop-slot name="${name}"></shop-slot>`);
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
  out = out.replace(slot('header'), () => parts.header);
  out = out.replace(slot('footer'), () => parts.footer);
  if (parts.body !== undefined) out = out.replace(slot('body'), () => parts.body!);
  return hoistBodyStyles(out);
}

/**
 * HTML allows <style> only in <head>; Astro writes its island style where the first island is.
 * Such styles move into the head (each once), so every page validates.
 */
export function hoistBodyStyles(html: string): string {
  const bodyAt = html.search(/<body[\s>]/);
  const headEnd = html.indexOf('</head>');
  if (bodyAt < 0 || headEnd < 0 || headEnd > bodyAt) return html;
  const styles = new Set<string>();
  const body = html.slice(bodyAt).replace(/<style>[^<]*<\/style>/g, (m) => { styles.add(m); return ''; });
  if (!styles.size) return html;
  return html.slice(0, headEnd) + [...styles].join('') + html.slice(headEnd, bodyAt) + body;
}

/** True when `html` is a page this compiler fills (it came from DefaultLayout). */
export const isShellPage = (html: string) => html.includes('<shop-slot name="header"></shop-slot>');
