/**
 * Operator HTML (item descriptions, articles) made safe for a shopper's page: parsed as an HTML
 * fragment and rebuilt from an allow-list (rehype-sanitize's GitHub schema: no scripts, no event
 * handlers, no style attributes, links only http(s)/mailto/relative, images only http(s)/relative),
 * with the few extras articles need. Elements whose text is code or chrome rather than prose are
 * dropped with their contents instead of being unwrapped into visible text. Pure and server-safe.
 */
import { unified } from 'unified';
import rehypeParse from 'rehype-parse';
import rehypeSanitize, { defaultSchema, type Options as SanitizeSchema } from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';

const DROPPED_WITH_CONTENTS = ['script', 'style', 'template', 'noscript', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'svg', 'math', 'title', 'textarea', 'select', 'button', 'xmp', 'noembed', 'noframes', 'plaintext'];

export const OPERATOR_HTML_SCHEMA: SanitizeSchema = {
  ...defaultSchema,
  // GitHub's task-list checkboxes have no place in an article.
  tagNames: [...(defaultSchema.tagNames ?? []).filter((t) => t !== 'input'), 'figure', 'figcaption'],
  strip: DROPPED_WITH_CONTENTS,
  attributes: { ...defaultSchema.attributes, img: ['src', 'alt', 'title', 'width', 'height'] },
};

const processor = unified().use(rehypeParse, { fragment: true }).use(rehypeSanitize, OPERATOR_HTML_SCHEMA).use(rehypeStringify);

export function sanitizeHtml(html: string): string {
  return String(processor.processSync(html));
}
