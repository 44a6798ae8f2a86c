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
      return `<a href="${url}" style="color:#1f5135;text-decoration:underline">${inline(label)}</a>`;
    }
    if (bold !== undefined) return `<strong>${inline(bold)}</strong>`;
    return whole;
  });
}

/** The message as safe HTML: escaped, then bold, links and line breaks. */
export function renderMessageHtml(text: string): string {
  return inline(escapeHtml(text.replace(/\r\n?/g, '\n'))).replace(/\n/g, '<br>\n');
}

/** The branded e-mail around the rendered message (inline styles: mail clients ignore style sheets). */
export function wrapEmailHtml(bodyHtml: string, { clubName }: { clubName: string }): string {
  const club = escapeHtml(clubName);
  return [
    '<!doctype html>',
    '<html><body style="margin:0;padding:0;background:#f6f5ef;font-family:Helvetica,Arial,sans-serif;color:#1d2a22">',
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f6f5ef;padding:24px 0"><tr><td align="center">',
    '<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;width:100%;background:#ffffff;border-radius:12px;overflow:hidden;border:1px solid #e4e2d8">',
    `<tr><td style="background:#1f4a33;color:#f4e7c3;padding:20px 28px;font-size:20px;font-weight:bold;letter-spacing:0.2px">${club}</td></tr>`,
    `<tr><td style="padding:28px;font-size:15px;line-height:1.6">${bodyHtml}</td></tr>`,
    `<tr><td style="padding:16px 28px;border-top:1px solid #e4e2d8;font-size:12px;color:#6b7a70">Sent by ${club}.</td></tr>`,
    '</table></td></tr></table></body></html>',
  ].join('\n');
}
