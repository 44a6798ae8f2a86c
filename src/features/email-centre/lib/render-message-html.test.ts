import { describe, expect, it } from 'vitest';
import { escapeHtml, renderMessageHtml } from './render-message-html';

describe('renderMessageHtml', () => {
  it('turns **bold** into strong', () => {
    expect(renderMessageHtml('Tee time is **8:30**.')).toBe('Tee time is <strong>8:30</strong>.');
  });

  it('turns [text](url) into links for http, https and mailto', () => {
    expect(renderMessageHtml('[Matches](https://club.example/matches)')).toBe(
      '<a href="https://club.example/matches">Matches</a>',
    );
    expect(renderMessageHtml('[Write](mailto:pro@club.example)')).toContain('href="mailto:pro@club.example"');
    expect(renderMessageHtml('[Plain](http://club.example)')).toContain('href="http://club.example"');
  });

  it('turns line breaks into <br>', () => {
    expect(renderMessageHtml('one\r\ntwo\nthree')).toBe('one<br>\ntwo<br>\nthree');
  });

  it('escapes HTML the admin typed, script tags included', () => {
    const html = renderMessageHtml('<script>alert("x")</script> & <b>hi</b>');
    expect(html).toBe('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;b&gt;hi&lt;/b&gt;');
    expect(html).not.toContain('<script');
    expect(escapeHtml("'")).toBe('&#39;');
  });

  it('leaves javascript: and data: links as inert text', () => {
    const html = renderMessageHtml('[click](javascript:alert(1)) [img](data:text/html,x)');
    expect(html).not.toContain('<a');
    expect(html).not.toMatch(/href=/);
    expect(html).toContain('[click](javascript:alert(1)');
  });

  it('cannot break out of the href attribute', () => {
    const html = renderMessageHtml('[x](https://a.example/"onmouseover="alert(1))');
    expect(html).not.toContain('"onmouseover="');
    expect(html).toContain('&quot;onmouseover=&quot;');
  });

  it('handles bold inside link text and links inside bold', () => {
    expect(renderMessageHtml('[**Go**](https://a.example)')).toContain('><strong>Go</strong></a>');
    expect(renderMessageHtml('**see [here](https://a.example)**')).toMatch(/^<strong>see <a href="https:\/\/a.example"[^>]*>here<\/a><\/strong>$/);
  });

  it('leaves an unmatched ** alone', () => {
    expect(renderMessageHtml('2 ** 3')).toBe('2 ** 3');
  });
});
