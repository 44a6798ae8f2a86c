// results_in — queued for each entrant when a match is finalized: their own finish and payout per game.
import { absoluteUrl, formatMatchDate, formatMoney, text } from './format.ts';
import { button, buttons, dataTable, heading, paragraph, textTable } from './layout.ts';
import { type Payload, type Template, TemplateError } from './types.ts';

export function ordinal(n: number): string {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th';
  return `${n}${suffix}`;
}

interface GameLine {
  game: string;
  finish: string;
  payoutCents: number;
}

const NASSAU_PART_LABEL: Record<string, string> = { front: 'front 9', back: 'back 9', overall: 'overall' };

/** A Nassau's finish: the parts won ('Won front 9 and overall'), or 'No part won'. */
function nassauFinish(parts: unknown[]): string {
  const names = parts.map((part) => NASSAU_PART_LABEL[String(part)] ?? String(part));
  if (names.length === 0) return 'No part won';
  const list = names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
  return `Won ${list}`;
}

function gameLines(payload: Payload): GameLine[] {
  const games = Array.isArray(payload.games) ? payload.games : [];
  return games.map((item) => {
    const row = (item ?? {}) as Payload;
    const position = Number(row.position);
    const skins = Number(row.skins ?? 0);
    const finish = Array.isArray(row.partsWon)
      ? nassauFinish(row.partsWon)
      : Number.isInteger(position) && position > 0
        ? ordinal(position)
        : skins > 0
          ? `${skins} skin${skins === 1 ? '' : 's'}`
          : '—';
    return { game: text(row.game) || 'Game', finish, payoutCents: Number(row.payoutCents ?? 0) };
  });
}

export const resultsIn: Template = (payload, context) => {
  const matchName = text(payload.matchName);
  if (!matchName) throw new TemplateError('results_in: payload field matchName is required');
  const name = text(payload.playerName);
  const greeting = name ? `Hi ${name},` : 'Hi,';
  const id = text(payload.matchId);
  const url = id ? absoluteUrl(`/matches/${encodeURIComponent(id)}`, context.appUrl) : null;
  const date = formatMatchDate(payload.matchDate, context.timeZone);
  const total = Number(payload.totalPayoutCents ?? 0);
  const lines = gameLines(payload);
  const rows = lines.map((line) => [line.game, line.finish, formatMoney(line.payoutCents)]);
  const headers = ['Game', 'Your finish', 'Payout'];
  const numeric = [false, false, true];
  const summary = total > 0 ? `You won ${formatMoney(total)}. Congratulations!` : 'No payout for you this time.';
  const intro = `The results of ${matchName}${date ? ` (${date})` : ''} are final.`;
  return {
    subject: `Results are in: ${matchName}`,
    preheader: summary,
    html: [
      heading('Results are in'),
      paragraph(greeting),
      paragraph(intro),
      rows.length ? dataTable(headers, rows, numeric, ['Total', '', formatMoney(total)]) : paragraph('You did not play any of the games this time.'),
      paragraph(summary),
      buttons(button(url, 'See the full results', 'gold')),
    ].join('\n'),
    text: [
      greeting,
      intro,
      rows.length ? textTable(headers, rows, numeric, ['Total', '', formatMoney(total)]) : 'You did not play any of the games this time.',
      summary,
      url ? `The full results: ${url}` : '',
    ].filter(Boolean).join('\n\n'),
    footerNote: `You receive this e-mail because you played ${matchName}.`,
  };
};
