/**
 * The text widget's size follows its text in the designer (widgets.md W0011: the measured span + 20 wide, + 4
 * high). Measured with a canvas's `measureText` in the font the canvas draws with; where no canvas exists (unit
 * tests) a CJK character counts one em and anything else 0.55 em.
 */
let context: CanvasRenderingContext2D | null | undefined;
/** The font last given to the context (setting it again parses it again). */
let lastFont = '';

function canvasContext(): CanvasRenderingContext2D | null {
  if (context === undefined) {
    try {
      context = typeof document === 'undefined' ? null : document.createElement('canvas').getContext('2d');
    } catch {
      context = null;
    }
  }
  return context;
}

/**
 * The page's font family, read once the document and its style sheets have loaded (it never changes after):
 * reading the body's computed style on each keystroke made the browser recalculate the style of the whole
 * designer inside the key's input event, before the frame recalculated it again.
 */
let family: string | undefined;

function bodyFamily(): string {
  if (family !== undefined) return family;
  if (typeof document === 'undefined' || !document.body) return 'sans-serif';
  const read = getComputedStyle(document.body).fontFamily || 'sans-serif';
  if (document.readyState === 'complete') family = read;
  return read;
}

const WIDE = /[\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef\u3000-\u303f]/u;

export interface TextFont { size: number; weight: string; style: string }

/** The drawn width of one line of text in `font`, in CSS pixels. */
export function lineWidth(line: string, font: TextFont): number {
  const ctx = canvasContext();
  if (ctx) {
    const wanted = `${font.style} ${font.weight} ${font.size}px ${bodyFamily()}`;
    if (wanted !== lastFont) { ctx.font = wanted; lastFont = wanted; }
    const measured = ctx.measureText(line).width;
    if (Number.isFinite(measured)) return measured;
  }
  let em = 0;
  for (const ch of line) em += WIDE.test(ch) ? 1 : 0.55;
  return em * font.size;
}

/**
 * Makes the measuring context and measures a line once, in the page's font: on a freshly opened page the
 * operator's first keystroke in a text widget made the canvas context, read the font family and measured for
 * the first time (1.5–1.9 ms of its script, profiled). Called when the browser is idle after the designer opens.
 */
export function prepareTextMeasure(): void {
  lineWidth('文字Aa', { size: 14, weight: 'normal', style: 'normal' });
}

/**
 * Width and height for `text`: the widest line + 20, at most `maxWidth`; each line `lineHeight` high (a line wider
 * than the box wraps, counted as that many lines), + 4.
 */
export function fitText(text: string, font: TextFont, lineHeight: number, maxWidth: number): { width: number; height: number } {
  const lines = text.split('\n');
  const widths = lines.map((l) => Math.ceil(lineWidth(l, font)));
  const width = Math.max(20, Math.min(maxWidth, Math.max(0, ...widths) + 20));
  const inner = Math.max(1, width - 20);
  const rows = widths.reduce((n, w) => n + Math.max(1, Math.ceil(w / inner)), 0);
  return { width, height: rows * lineHeight + 4 };
}
