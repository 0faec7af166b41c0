/**
 * What a combination module stores (designer spec §7 item 4): the W0006 free panel's settings with every
 * uuid removed and every configurable link emptied, so inserting it again gives fresh widgets that point
 * nowhere until the operator picks new links.
 */
type Rec = Record<string, unknown>;

/** Keys that hold a link object from the path picker (widgets.md §4.1), at any depth of a widget's settings. */
export const LINK_KEYS = ['pathData', 'moreLinkData', 'linkPath'] as const;

const isRec = (v: unknown): v is Rec => !!v && typeof v === 'object' && !Array.isArray(v);

function emptyLinks(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(emptyLinks);
  if (!isRec(value)) return value;
  const out: Rec = {};
  for (const [k, v] of Object.entries(value)) out[k] = (LINK_KEYS as readonly string[]).includes(k) ? {} : emptyLinks(v);
  return out;
}

/** One widget node: no uuid, the common `href` reset to [], link objects emptied (W0011 keeps its link in `data`). */
function stripWidget(node: Rec): Rec {
  const { uuid: _uuid, ...rest } = node;
  const out = emptyLinks(rest) as Rec;
  if ('href' in out) out.href = [];
  if (out.type === 'W0011' && 'data' in out) out.data = {};
  return out;
}

/** The panel and each of its children stripped for storage. Pure; the input is not changed. */
export function combinationParams(panel: Rec): Rec {
  const out = stripWidget(panel);
  const kids = Array.isArray(panel.childWidgets) ? (panel.childWidgets as unknown[]) : [];
  out.childWidgets = kids.filter(isRec).map(stripWidget);
  return out;
}
