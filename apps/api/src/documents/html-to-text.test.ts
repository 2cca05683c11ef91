import { describe, expect, it } from 'vitest';
import { htmlToBlocks } from './html-to-text';

describe('htmlToBlocks', () => {
  it('turns rich-text paragraphs, line breaks and lists into plain blocks', () => {
    const html =
      '<p>Solid <strong>SQL</strong>,<br>weak <em>indexes</em>.</p><ol><li>joins</li><li><b>CTEs</b></li></ol>';

    expect(htmlToBlocks(html)).toEqual([
      { kind: 'paragraph', text: 'Solid SQL,\nweak indexes.' },
      { kind: 'list', ordered: true, items: ['joins', 'CTEs'] },
    ]);
  });

  it('decodes entities once, so escaped markup stays text and is never re-read as a tag', () => {
    expect(htmlToBlocks('<p>a &amp; b &lt;p&gt; &quot;q&quot; &#39;s&#39; &amp;lt; &#x41;</p>')).toEqual([
      { kind: 'paragraph', text: 'a & b <p> "q" \'s\' &lt; A' },
    ]);
  });

  it('drops scripts, styles and comments with their content', () => {
    expect(htmlToBlocks('<p>ok</p><script>alert(1)</script><style>p{}</style><!-- hidden -->')).toEqual([
      { kind: 'paragraph', text: 'ok' },
    ]);
  });

  it('flattens nested lists and skips empty paragraphs', () => {
    expect(htmlToBlocks('<p></p><ul><li>a<ul><li>b</li></ul></li><li>c</li></ul><p> </p>')).toEqual([
      { kind: 'list', ordered: false, items: ['a', 'b', 'c'] },
    ]);
  });

  it('keeps the line breaks of plain text and splits paragraphs at blank lines', () => {
    expect(htmlToBlocks('First line\nsecond line\n\n  Next paragraph  \n\n\n')).toEqual([
      { kind: 'paragraph', text: 'First line\nsecond line' },
      { kind: 'paragraph', text: 'Next paragraph' },
    ]);
    expect(htmlToBlocks('a < b and c > d')).toEqual([{ kind: 'paragraph', text: 'a < b and c > d' }]);
  });

  it('keeps the writer’s line breaks when text has only inline tags', () => {
    expect(htmlToBlocks('One <b>bold</b> line\nnext\n\nNew paragraph')).toEqual([
      { kind: 'paragraph', text: 'One bold line\nnext' },
      { kind: 'paragraph', text: 'New paragraph' },
    ]);
  });

  it('decodes every named and numeric entity, and drops control characters', () => {
    expect(
      htmlToBlocks('<p>caf&eacute;&nbsp;&mdash; na&iuml;ve &hellip; &#x1F600; &#8364;5 &copy;&#1;&#x7f;</p>'),
    ).toEqual([{ kind: 'paragraph', text: 'café — naïve … 😀 €5 ©' }]);
  });

  it('reads attributes that hold ">" and upper-case or unclosed tags as HTML does', () => {
    expect(htmlToBlocks('<P title="a > b">One<BR>two<UL><LI>x<LI>y</UL><p>last')).toEqual([
      { kind: 'paragraph', text: 'One\ntwo' },
      { kind: 'list', ordered: false, items: ['x', 'y'] },
      { kind: 'paragraph', text: 'last' },
    ]);
  });

  it('never shows what sits in a script, style or template, even unclosed', () => {
    expect(htmlToBlocks('<p>a</p><template><p>t</p></template><p>b</p><script>if (a < b) alert(1)')).toEqual([
      { kind: 'paragraph', text: 'a' },
      { kind: 'paragraph', text: 'b' },
    ]);
  });
});
