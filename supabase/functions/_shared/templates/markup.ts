// Text → HTML for e-mail. Everything a user or an admin typed is escaped first; only then are the
// e-mail centre's three conventions turned into markup: **bold**, [text](url) with http, https or
// mailto addresses, and line breaks. So no message can inject HTML, whatever it contains.

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: unknown): string {
  return String(value ?? '').replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

const SAFE_URL = /^(https?:\/\/[^\s<>"']+|mailto:[^\s<>"']+)$/i;

/** True for absolute http(s) and mailto addresses: the only link targets an e-mail may carry. */
export function isSafeUrl(url: string): boolean {
  return SAFE_URL.test(url.trim());
}

/** Escapes a URL for an href attribute, or returns null when it is not an allowed target. */
export function safeHref(url: unknown): string | null {
  const text = String(url ?? '').trim();
  return isSafeUrl(text) ? escapeHtml(text) : null;
}

// Applied to already-escaped text: the captured pieces contain no <, >, " or '.
const LINK = /\[([^\]\n]+)\]\(((?:https?:\/\/|mailto:)[^\s()]+)\)/gi;
const BOLD = /\*\*([^*\n](?:[^*\n]|\*(?!\*))*?)\*\*/g;

/** Admin-authored text (organizer message, bulk e-mail body) → safe inline HTML. */
export function formatMessageHtml(text: string, linkStyle = 'color:#1f4d3a;text-decoration:underline;'): string {
  return escapeHtml(text.replace(/\r\n?/g, '\n'))
    .replace(LINK, (_all, label: string, href: string) => `<a href="${href}" style="${linkStyle}">${label}</a>`)
    .replace(BOLD, '<strong>$1</strong>')
    .replace(/\n/g, '<br>\n');
}

/** The same text for the plain-text part: **bold** loses its stars, [text](url) becomes "text (url)". */
export function formatMessageText(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/\[([^\]\n]+)\]\(((?:https?:\/\/|mailto:)[^\s()]+)\)/gi, (_all, label: string, href: string) =>
      label === href ? href : `${label} (${href.replace(/^mailto:/i, '')})`,
    )
    .replace(BOLD, '$1');
}

// ---------------------------------------------------------------------------------------------
// Admin-supplied HTML (send-email's htmlBody): reduced to an allow-list of formatting tags.
// ---------------------------------------------------------------------------------------------

const ALLOWED_TAGS = new Set([
  'a', 'b', 'strong', 'i', 'em', 'u', 'p', 'br', 'hr', 'ul', 'ol', 'li', 'h1', 'h2', 'h3', 'h4', 'blockquote',
  'div', 'span', 'table', 'thead', 'tbody', 'tr', 'td', 'th', 'img', 'small', 'code', 'pre',
]);
const VOID_TAGS = new Set(['br', 'hr', 'img']);
// Elements whose content is dropped together with them.
const DROPPED_WITH_CONTENT = /<(script|style|iframe|object|embed|noscript|template|head|title|svg|math|textarea|select)\b[\s\S]*?<\/\1\s*>/gi;
const ENTITY = /&(#\d{1,7}|#x[0-9a-f]{1,6}|[a-z][a-z0-9]{1,31});/gi;

function escapeText(text: string): string {
  // Keeps well-formed entities (the body is HTML already), escapes everything else.
  return text
    .split(ENTITY)
    .map((piece, index) => (index % 2 === 1 ? `&${piece};` : escapeHtml(piece)))
    .join('');
}

function decodeEntities(text: string): string {
  return text.replace(ENTITY, (_all, name: string) => {
    const lower = name.toLowerCase();
    if (lower.startsWith('#x')) return String.fromCodePoint(Number.parseInt(lower.slice(2), 16) || 0xfffd);
    if (lower.startsWith('#')) return String.fromCodePoint(Number.parseInt(lower.slice(1), 10) || 0xfffd);
    return ({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' } as Record<string, string>)[lower] ?? `&${name};`;
  });
}

function attribute(attributes: string, name: string): string | null {
  const match = new RegExp(`(?:^|\\s)${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+))`, 'i').exec(attributes);
  if (!match) return null;
  return decodeEntities(match[1] ?? match[2] ?? match[3] ?? '');
}

/**
 * Keeps formatting tags (no attributes except a safe href on links and a safe https src/alt on
 * images), drops scripts, styles, event handlers, comments and anything unknown; text is escaped.
 */
export function sanitizeHtml(html: string, linkStyle = 'color:#1f4d3a;text-decoration:underline;'): string {
  const cleaned = html.replace(/<!--[\s\S]*?-->/g, '').replace(/<!DOCTYPE[^>]*>/gi, '').replace(DROPPED_WITH_CONTENT, '');
  const tag = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]+))?)*)\s*(\/?)>/g;
  let out = '';
  let last = 0;
  for (const match of cleaned.matchAll(tag)) {
    out += escapeText(cleaned.slice(last, match.index));
    last = (match.index ?? 0) + match[0].length;
    const closing = match[1] === '/';
    const name = (match[2] ?? '').toLowerCase();
    if (!ALLOWED_TAGS.has(name)) continue;
    if (closing) {
      if (!VOID_TAGS.has(name)) out += `</${name}>`;
      continue;
    }
    const attributes = match[3] ?? '';
    if (name === 'a') {
      const href = attribute(attributes, 'href');
      out += href && isSafeUrl(href) ? `<a href="${escapeHtml(href.trim())}" style="${linkStyle}">` : '<a>';
    } else if (name === 'img') {
      const src = attribute(attributes, 'src');
      if (src && /^https:\/\//i.test(src.trim()) && isSafeUrl(src)) {
        out += `<img src="${escapeHtml(src.trim())}" alt="${escapeHtml(attribute(attributes, 'alt') ?? '')}" style="max-width:100%;height:auto;">`;
      }
    } else {
      out += `<${name}>`;
    }
  }
  return out + escapeText(cleaned.slice(last));
}

/** Plain text from (sanitized or not) HTML, for the text part of a message. */
export function htmlToText(html: string): string {
  const withoutDropped = html.replace(/<!--[\s\S]*?-->/g, '').replace(DROPPED_WITH_CONTENT, '');
  const withLinks = withoutDropped.replace(
    /<a\b([^>]*)>([\s\S]*?)<\/a\s*>/gi,
    (_all, attributes: string, label: string) => {
      const href = attribute(attributes, 'href');
      const text = label.replace(/<[^>]*>/g, '').trim();
      return href && isSafeUrl(href) && decodeEntities(text) !== href.trim() ? `${text} (${href.trim().replace(/^mailto:/i, '')})` : text;
    },
  );
  return decodeEntities(
    withLinks
      .replace(/<br\s*\/?>/gi, '\n')
      .replace(/<\/(p|div|h[1-6]|li|tr|blockquote|table)\s*>/gi, '\n')
      .replace(/<li\b[^>]*>/gi, '- ')
      .replace(/<[^>]*>/g, ''),
  )
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
