import { assertEquals, assertNotMatch, assertStringIncludes } from '../testing.ts';
import { escapeHtml, formatMessageHtml, formatMessageText, htmlToText, safeHref, sanitizeHtml } from './markup.ts';

Deno.test('escapeHtml escapes the five HTML-significant characters', () => {
  assertEquals(escapeHtml(`<a href="x">Tom & Jerry's</a>`), '&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;');
  assertEquals(escapeHtml(null), '');
  assertEquals(escapeHtml(42), '42');
});

Deno.test('the message conversion: bold, links, line breaks', () => {
  assertEquals(
    formatMessageHtml('Hello **team**!\nSee [the draw](https://example.com/draw?a=1&b=2) or [mail us](mailto:pro@club.test).'),
    'Hello <strong>team</strong>!<br>\nSee <a href="https://example.com/draw?a=1&amp;b=2" style="color:#1f4d3a;text-decoration:underline;">the draw</a> or <a href="mailto:pro@club.test" style="color:#1f4d3a;text-decoration:underline;">mail us</a>.',
  );
  assertEquals(formatMessageHtml('a\r\nb\rc'), 'a<br>\nb<br>\nc');
  assertEquals(formatMessageText('**Bold** and [site](https://x.test) and [mail](mailto:a@b.test)'), 'Bold and site (https://x.test) and mail (a@b.test)');
});

Deno.test('user text cannot inject HTML through the conversion', () => {
  const attacks = [
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    '[click](javascript:alert(1))',
    '[click](https://ok.test" onmouseover="alert(1))',
    '[x](https://ok.test/"><script>alert(1)</script>)',
    '**<b>bold</b>**',
    '[<img src=x>](https://ok.test)',
    "[a](data:text/html,<script>alert(1)</script>)",
    '[a](vbscript:msgbox)',
  ];
  for (const attack of attacks) {
    const html = formatMessageHtml(attack);
    assertNotMatch(html, /<(script|img|b)\b/i, attack);
    assertNotMatch(html, /href="(?!https?:|mailto:)/i, attack);
    assertNotMatch(html, /<[^>]*\s(onerror|onmouseover)=/i, attack); // only as visible text
  }
  // A javascript: "link" stays visible text.
  assertEquals(formatMessageHtml('[click](javascript:alert(1))'), '[click](javascript:alert(1))');
  // Quotes in a URL are entities inside the attribute, never an attribute break-out.
  assertStringIncludes(formatMessageHtml('[x](https://ok.test/?q="a")'), 'href="https://ok.test/?q=&quot;a&quot;"');
});

Deno.test('safeHref allows only http, https and mailto', () => {
  assertEquals(safeHref('https://club.test/a?b=1&c=2'), 'https://club.test/a?b=1&amp;c=2');
  assertEquals(safeHref('javascript:alert(1)'), null);
  assertEquals(safeHref('//evil.test'), null);
  assertEquals(safeHref('/relative'), null);
});

Deno.test('sanitizeHtml keeps formatting and drops active content', () => {
  const dirty = `<div onclick="x()"><p style="color:red">Hi <strong>all</strong> &amp; friends<br/>
<a href="https://club.test/?a=1&amp;b=2" onclick="steal()">site</a> <a href="javascript:alert(1)">bad</a>
<script>alert(1)</script><style>p{}</style><!-- note --><iframe src="https://evil.test"></iframe>
<img src="https://cdn.test/logo.png" onerror="x()" alt="Logo"><img src="http://plain.test/x.png">
<svg><script>alert(2)</script></svg><form action="https://evil.test"><input name=x></form> 3 < 4</p></div>`;
  const clean = sanitizeHtml(dirty);
  assertNotMatch(clean, /script|onclick|onerror|iframe|<style|<form|<input|<svg|javascript:|note/i);
  assertStringIncludes(clean, '<div><p>Hi <strong>all</strong> &amp; friends<br>');
  assertStringIncludes(clean, '<a href="https://club.test/?a=1&amp;b=2" style="color:#1f4d3a;text-decoration:underline;">site</a>');
  assertStringIncludes(clean, '<a>bad</a>');
  assertStringIncludes(clean, '<img src="https://cdn.test/logo.png" alt="Logo" style="max-width:100%;height:auto;">');
  assertNotMatch(clean, /plain\.test/);
  assertStringIncludes(clean, '3 &lt; 4');
});

Deno.test('htmlToText gives a readable plain-text part', () => {
  assertEquals(
    htmlToText('<p>Hello <strong>team</strong>,<br>see <a href="https://x.test/a">the draw</a>.</p><ul><li>One</li><li>Two &amp; three</li></ul><script>x</script>'),
    'Hello team,\nsee the draw (https://x.test/a).\n- One\n- Two & three',
  );
});
