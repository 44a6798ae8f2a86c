// The one branded layout every message uses: club name, tagline and logo from the branding setting,
// forest green and gold, inline CSS and table layout (what mail clients render), 600 px wide at most
// and fluid below that. Plus the building blocks the templates compose their bodies from.
import { escapeHtml, safeHref } from './markup.ts';

export const FOREST = '#1f4d3a';
export const GOLD = '#d4a72c';
const INK = '#1c2421';
const MUTED = '#5f6b66';
const PAPER = '#f4f1ea';
const FONT = "-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";

export interface Branding {
  clubName: string;
  tagline: string | null;
  logoUrl: string | null;
  groupUrl: string | null;
}

export const DEFAULT_BRANDING: Branding = {
  clubName: 'Fairway League',
  tagline: 'Where wagers meet fairways.',
  logoUrl: null,
  groupUrl: null,
};

export interface LayoutInput {
  branding: Branding;
  /** Hidden preview line shown by inboxes next to the subject. */
  preheader: string;
  /** Body HTML built from the blocks below (already escaped). */
  bodyHtml: string;
  /** Why the reader gets this e-mail, in the footer. */
  footerNote?: string;
}

export function renderLayout({ branding, preheader, bodyHtml, footerNote }: LayoutInput): string {
  const club = escapeHtml(branding.clubName);
  const logo = branding.logoUrl ? safeHref(branding.logoUrl) : null;
  const logoHtml = logo && /^https?:/i.test(logo)
    ? `<img src="${logo}" alt="${club}" width="56" height="56" style="display:block;margin:0 auto 12px;width:56px;height:56px;border-radius:28px;border:2px solid ${GOLD};object-fit:cover;">`
    : '';
  const tagline = branding.tagline
    ? `<div style="margin-top:6px;font-size:13px;line-height:18px;color:#e8dcb5;font-style:italic;">${escapeHtml(branding.tagline)}</div>`
    : '';
  const group = branding.groupUrl ? safeHref(branding.groupUrl) : null;
  const groupLine = group ? ` · <a href="${group}" style="color:${FOREST};text-decoration:underline;">League chat</a>` : '';
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${club}</title>
</head>
<body style="margin:0;padding:0;background-color:${PAPER};-webkit-text-size-adjust:100%;">
<div style="display:none;max-height:0;overflow:hidden;opacity:0;color:transparent;">${escapeHtml(preheader)}</div>
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" border="0" style="background-color:${PAPER};">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" border="0" style="max-width:600px;width:100%;border-collapse:separate;">
<tr><td align="center" style="background-color:${FOREST};border-radius:12px 12px 0 0;border-bottom:4px solid ${GOLD};padding:28px 24px;font-family:${FONT};">
${logoHtml}<div style="font-size:24px;line-height:30px;font-weight:700;color:${GOLD};letter-spacing:0.5px;">${club}</div>${tagline}
</td></tr>
<tr><td style="background-color:#ffffff;padding:28px 24px;font-family:${FONT};font-size:16px;line-height:24px;color:${INK};">
${bodyHtml}
</td></tr>
<tr><td align="center" style="background-color:#ffffff;border-radius:0 0 12px 12px;border-top:1px solid #e6e1d6;padding:16px 24px 24px;font-family:${FONT};font-size:12px;line-height:18px;color:${MUTED};">
${escapeHtml(footerNote ?? `You receive this e-mail as a member of ${branding.clubName}.`)}<br>${club}${groupLine}
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}

export function renderTextLayout(branding: Branding, bodyText: string, footerNote?: string): string {
  const header = branding.tagline ? `${branding.clubName}\n${branding.tagline}` : branding.clubName;
  const footer = footerNote ?? `You receive this e-mail as a member of ${branding.clubName}.`;
  const group = branding.groupUrl ? `\nLeague chat: ${branding.groupUrl}` : '';
  return `${header}\n${'='.repeat(Math.min(60, Math.max(branding.clubName.length, 10)))}\n\n${bodyText.trim()}\n\n--\n${footer}${group}\n`;
}

// ----- blocks (arguments are plain text unless the name says Html) -----

export function heading(text: string): string {
  return `<h1 style="margin:0 0 16px;font-size:22px;line-height:28px;font-weight:700;color:${FOREST};">${escapeHtml(text)}</h1>`;
}

export function paragraphHtml(html: string): string {
  return `<p style="margin:0 0 16px;">${html}</p>`;
}

export function paragraph(text: string): string {
  return paragraphHtml(escapeHtml(text));
}

export function muted(text: string): string {
  return `<p style="margin:0 0 16px;font-size:14px;line-height:20px;color:${MUTED};">${escapeHtml(text)}</p>`;
}

/** A call-to-action button; an unsafe URL yields nothing rather than a broken link. */
export function button(url: string | null, label: string, variant: 'gold' | 'forest' | 'outline' = 'gold'): string {
  const href = url ? safeHref(url) : null;
  if (!href) return '';
  const styles = {
    gold: `background-color:${GOLD};color:${FOREST};border:2px solid ${GOLD};`,
    forest: `background-color:${FOREST};color:#ffffff;border:2px solid ${FOREST};`,
    outline: `background-color:#ffffff;color:${FOREST};border:2px solid ${FOREST};`,
  }[variant];
  return `<a href="${href}" style="display:inline-block;${styles}border-radius:8px;padding:12px 22px;margin:0 8px 8px 0;font-weight:700;font-size:16px;line-height:20px;text-decoration:none;">${escapeHtml(label)}</a>`;
}

export function buttons(...items: string[]): string {
  const html = items.filter(Boolean).join('');
  return html ? `<div style="margin:8px 0 16px;">${html}</div>` : '';
}

/** Label/value rows (e.g. match details). Values are plain text. */
export function details(rows: Array<[string, string]>): string {
  const body = rows
    .filter(([, value]) => value !== '')
    .map(
      ([label, value]) =>
        `<tr><td style="padding:6px 12px 6px 0;color:${MUTED};font-size:14px;vertical-align:top;white-space:nowrap;">${escapeHtml(label)}</td><td style="padding:6px 0;font-weight:600;vertical-align:top;">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  return `<table role="presentation" cellspacing="0" cellpadding="0" border="0" style="margin:0 0 20px;border-collapse:collapse;">${body}</table>`;
}

/** A quoted block for admin-authored text (already converted to safe HTML). */
export function quoteHtml(title: string, html: string): string {
  return `<div style="margin:0 0 20px;padding:12px 16px;background-color:#faf6ea;border-left:4px solid ${GOLD};border-radius:4px;"><div style="font-size:13px;color:${MUTED};margin-bottom:4px;">${escapeHtml(title)}</div>${html}</div>`;
}

/** A table with a header row; cells are plain text; `numeric` columns align right with tabular figures. */
export function dataTable(headers: string[], rows: string[][], numeric: boolean[] = [], footer?: string[]): string {
  const cell = (value: string, index: number, tag: 'td' | 'th') => {
    const align = numeric[index] ? 'right' : 'left';
    const weight = tag === 'th' ? 'font-weight:700;color:#ffffff;background-color:' + FOREST + ';' : '';
    return `<${tag} align="${align}" style="padding:8px 10px;border-bottom:1px solid #e6e1d6;text-align:${align};font-variant-numeric:tabular-nums;${weight}">${escapeHtml(value)}</${tag}>`;
  };
  const head = `<tr>${headers.map((header, index) => cell(header, index, 'th')).join('')}</tr>`;
  const body = rows.map((row) => `<tr>${row.map((value, index) => cell(value, index, 'td')).join('')}</tr>`).join('');
  const foot = footer
    ? `<tr>${footer.map((value, index) => `<td align="${numeric[index] ? 'right' : 'left'}" style="padding:8px 10px;font-weight:700;text-align:${numeric[index] ? 'right' : 'left'};font-variant-numeric:tabular-nums;">${escapeHtml(value)}</td>`).join('')}</tr>`
    : '';
  return `<table role="presentation" width="100%" cellspacing="0" cellpadding="0" border="0" style="margin:0 0 20px;border-collapse:collapse;font-size:15px;">${head}${body}${foot}</table>`;
}

/** Plain-text counterpart of a data table: fixed-width columns. */
export function textTable(headers: string[], rows: string[][], numeric: boolean[] = [], footer?: string[]): string {
  const all = [headers, ...rows, ...(footer ? [footer] : [])];
  const widths = headers.map((_, index) => Math.max(...all.map((row) => (row[index] ?? '').length)));
  const line = (row: string[]) =>
    row.map((value, index) => (numeric[index] ? value.padStart(widths[index] ?? 0) : value.padEnd(widths[index] ?? 0))).join('  ').trimEnd();
  const rule = widths.map((width) => '-'.repeat(width)).join('  ');
  return [line(headers), rule, ...rows.map(line), ...(footer ? [rule, line(footer)] : [])].join('\n');
}
