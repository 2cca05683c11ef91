/**
 * HTML that would run code or restyle the page if it reached a browser unsanitised: scripts, event handlers,
 * javascript: URLs (plain, mixed case, entity-encoded), frames, styles, SVG and MathML tricks.
 */
export const xssPayloads = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC="https://evil.example/x.js"></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<p onclick="alert(1)" onmouseover=alert(2)>click</p>',
  '<a href="javascript:alert(1)">link</a>',
  '<a href="JaVaScRiPt:alert(1)">mixed case</a>',
  '<a href="&#106;avascript:alert(1)">encoded</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">data url</a>',
  '<iframe src="https://evil.example"></iframe>',
  '<iframe srcdoc="&lt;script&gt;alert(1)&lt;/script&gt;"></iframe>',
  '<p style="background:url(javascript:alert(1))">styled</p>',
  '<style>body { display: none }</style>',
  '<svg onload=alert(1)><circle r="10"/></svg>',
  '<svg><script>alert(1)</script></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  '<object data="https://evil.example/x.swf"></object><embed src="https://evil.example/x.swf">',
  '<form action="javascript:alert(1)"><button>go</button></form>',
  '<details open ontoggle=alert(1)>x</details>',
  '<b onmouseenter=alert(1)>bold with a handler</b>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
];

/** Formatting the product keeps: paragraphs, bold, lists and https links. */
export const harmlessHtml =
  '<p>Solid <b>TypeScript</b> skills</p><ul><li>hooks</li><li>testing</li></ul>' +
  '<p><a href="https://example.com/profile">profile</a></p>';
export const harmlessFragments = ['<p>', '<b>TypeScript</b>', '<ul><li>hooks</li><li>testing</li></ul>'];
export const harmlessLink = '<a href="https://example.com/profile"';

/**
 * What is dangerous in stored HTML, if anything. Real tags (not escaped text) must carry no event handler,
 * style or script URL; script, frame, style, SVG, MathML, object and form elements must be gone altogether.
 */
export function dangerIn(html: string): string | null {
  const literal = /<script|\bon\w+\s*=|javascript:|<iframe|<svg|style\s*=/i.exec(html);
  if (literal) return `keeps ${JSON.stringify(literal[0])}`;
  const element = /<\s*(script|iframe|svg|style|math|object|embed|form)\b/i.exec(html);
  if (element) return `keeps a <${element[1]}> element`;
  if (/javascript:|data:text\/html/i.test(html)) return 'keeps a script URL';
  for (const tag of html.match(/<[^>]*>/g) ?? []) {
    if (/\son\w+\s*=/i.test(tag)) return `keeps an event handler in ${tag}`;
    if (/\sstyle\s*=/i.test(tag)) return `keeps a style attribute in ${tag}`;
    if (/\s(src|srcdoc|action|formaction)\s*=/i.test(tag)) return `keeps a loading attribute in ${tag}`;
  }
  return null;
}
