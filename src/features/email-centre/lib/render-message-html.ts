// The e-mail centre's tiny markup: **bold**, [text](url) links (http, https, mailto only) and line
// breaks. The admin's text is HTML-escaped FIRST, so nothing typed can become markup of its own.

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

const SAFE_URL = /^(?:https?:\/\/[^\s]+|mailto:[^\s]+)$/i;
// A link, or a bold run. Scanned left to right so the outer construct wins.
const INLINE = /\[([^\]\n]+)\]\(([^)\s]+)\)|\*\*([^\n]+?)\*\*/g;

function inline(escaped: string): string {
  return escaped.replace(INLINE, (whole, label: string | undefined, url: string | undefined, bold: string | undefined) => {
    if (label !== undefined && url !== undefined) {
      // Other schemes (javascript:, data:, …) stay as the plain text that was typed.
      if (!SAFE_URL.test(url)) return `[${inline(label)}](${url})`;
      return `<a href="${url}">${inline(label)}</a>`;
    }
    if (bold !== undefined) return `<strong>${inline(bold)}</strong>`;
    return whole;
  });
}

/** The message as safe HTML: escaped, then bold, links and line breaks. */
export function renderMessageHtml(text: string): string {
  return inline(escapeHtml(text.replace(/\r\n?/g, '\n'))).replace(/\n/g, '<br>\n');
}
