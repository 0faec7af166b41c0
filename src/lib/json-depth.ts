/**
 * JSON nesting depth, measured on the text before parsing: every later walk of the value (schemas, media
 * URL rewrites, migrations, the audit copy) may then recurse without fear of the stack. Pure (server and browser).
 */
/** Deepest nesting a JSON body may have: page documents need about 10 (free panels in tabs); 64 is generous. */
export const MAX_JSON_DEPTH = 64;

/** True when `text` nests arrays/objects deeper than `max` (strings skipped); checked before JSON.parse. */
export function jsonTooDeep(text: string, max = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92 /* \\ */) i++;
      else if (c === 34 /* " */) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 || c === 91 /* { [ */) { if (++depth > max) return true; }
    else if (c === 125 || c === 93) depth--;
  }
  return false;
}
