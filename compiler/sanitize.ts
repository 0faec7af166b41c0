/**
 * Operator HTML (item descriptions, articles) made safe for a shopper's page: parsed as an HTML
 * fragment and rebuilt from an allow-list (rehype-sanitize's GitHub schema: no scripts, no event
 * handlers, no style attributes, links only http(s)/mailto/relative, images only http(s)/relative),
 * with the few extras articles need. Elements whose text is code or chrome rather than prose are
 * dropped with their contents instead of being unwrapped into visible text. Then pictures of ours that carry their
 * size in their name get what every other picture on the shop has (`responsivePictures`). Pure and server-safe.
 */
import { unified } from 'unified';
import rehypeParse from 'rehype-parse';
import rehypeSanitize, { defaultSchema, type Options as SanitizeSchema } from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';
import type { Element, ElementContent, Root } from 'hast';
import { responsiveImage } from '../src/lib/responsive-image';

const DROPPED_WITH_CONTENTS = ['script', 'style', 'template', 'noscript', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'svg', 'math', 'title', 'textarea', 'select', 'button', 'xmp', 'noembed', 'noframes', 'plaintext'];

export const OPERATOR_HTML_SCHEMA: SanitizeSchema = {
  ...defaultSchema,
  // GitHub's task-list checkboxes have no place in an article.
  tagNames: [...(defaultSchema.tagNames ?? []).filter((t) => t !== 'input'), 'figure', 'figcaption'],
  strip: DROPPED_WITH_CONTENTS,
  attributes: { ...defaultSchema.attributes, img: ['src', 'alt', 'title', 'width', 'height'] },
};

/** Prose columns (item descriptions, articles) are at most about 800 CSS px wide. */
const PROSE_SIZES = '(max-width: 800px) 100vw, 800px';

/**
 * After sanitising: an <img> of a sized original under /media/ becomes a <picture> with its WebP and same-format
 * variants, and gets its pixel box (the browser reserves the space: nothing moves as it loads) unless the operator
 * gave one. Everything added is derived from the file name by the shop's own naming rule; nothing is taken from the
 * input. From the `lazyFrom`-th picture on (0: all), pictures load when scrolled near.
 */
function responsivePictures({ lazyFrom }: { lazyFrom: number }) {
  return (tree: Root) => {
    let seen = 0;
    const walk = (node: Root | Element) => {
      node.children.forEach((child, i) => {
        if (child.type !== 'element') return;
        // A <picture> already made of one of ours (HTML sanitised before, as articles are on save) is made again.
        const img = child.tagName === 'img' ? child
          : child.tagName === 'picture' ? child.children.find((c): c is Element => c.type === 'element' && c.tagName === 'img') : undefined;
        const picture = img && responsivePicture(img, seen++ >= lazyFrom);
        if (picture) node.children[i] = picture as ElementContent;
        else if (!img) walk(child);
      });
    };
    walk(tree);
  };
}

function responsivePicture(img: Element, lazy: boolean): Element | undefined {
  const src = String(img.properties.src ?? '');
  if (!/^[^\s,]+$/.test(src)) return undefined; // a srcset candidate list must not be confused by the name
  const r = responsiveImage(src);
  if (!r.srcSet) return undefined;
  const { alt, title, width, height } = img.properties;
  const given = width !== undefined && height !== undefined;
  // One attribute order whatever came in: sanitising what was already sanitised gives the same HTML.
  img.properties = {
    src, ...(alt !== undefined ? { alt } : {}), ...(title !== undefined ? { title } : {}),
    width: given ? width : r.width, height: given ? height : r.height,
    srcSet: r.srcSet, sizes: PROSE_SIZES, decoding: 'async', ...(lazy ? { loading: 'lazy' } : {}),
  };
  const webp: Element = { type: 'element', tagName: 'source', properties: { type: 'image/webp', srcSet: r.webpSrcSet, sizes: PROSE_SIZES }, children: [] };
  return { type: 'element', tagName: 'picture', properties: {}, children: [webp, img] };
}

const pipeline = (lazyFrom: number) => unified().use(rehypeParse, { fragment: true }).use(rehypeSanitize, OPERATOR_HTML_SCHEMA)
  .use(responsivePictures, { lazyFrom }).use(rehypeStringify).freeze();

// An article's first picture may be what a reader sees first: it loads at once. A description is below the fold.
const articleHtml = pipeline(1);
const descriptionHtml = pipeline(0);

/** Operator HTML for an article (on save and on render). */
export function sanitizeHtml(html: string): string {
  return String(articleHtml.processSync(html));
}

/** An item's description: as `sanitizeHtml`, with every picture loading when scrolled near. */
export function sanitizeDescription(html: string): string {
  return String(descriptionHtml.processSync(html));
}
