// results_corrected — queued for each player of a match finalized again after a correction that changed
// something (private.close_match_correction, or send_results_corrected): why, their finish and winnings per game
// before → after, their holes corrected, and what the correction means for winnings already handed over.
import { absoluteUrl, formatMatchDate, formatMoney, text } from './format.ts';
import { button, buttons, dataTable, heading, paragraph, textTable } from './layout.ts';
import { ordinal } from './results-in.ts';
import { type Payload, type Template, TemplateError } from './types.ts';

interface Side {
  payoutCents: number;
  games: Map<string, { game: string; finish: string; payoutCents: number }>;
}

function finish(row: Payload): string {
  const position = Number(row.position);
  const skins = Number(row.skins ?? 0);
  if (Number.isInteger(position) && position > 0) return ordinal(position);
  return skins > 0 ? `${skins} skin${skins === 1 ? '' : 's'}` : '—';
}

function side(value: unknown): Side {
  const payload = (value ?? {}) as Payload;
  const games = new Map<string, { game: string; finish: string; payoutCents: number }>();
  for (const item of Array.isArray(payload.games) ? payload.games : []) {
    const row = (item ?? {}) as Payload;
    const game = text(row.game) || 'Game';
    games.set(text(row.code) || game, { game, finish: finish(row), payoutCents: Number(row.payout_cents ?? 0) });
  }
  return { payoutCents: Number(payload.payout_cents ?? 0), games };
}

function holeLines(value: unknown): string[] {
  return (Array.isArray(value) ? value : []).map((item) => {
    const row = (item ?? {}) as Payload;
    const old = row.old === null || row.old === undefined ? '–' : String(row.old);
    const next = row.new === null || row.new === undefined ? '–' : String(row.new);
    return `Hole ${Number(row.hole)}: ${old} → ${next}`;
  });
}

export const resultsCorrected: Template = (payload, context) => {
  const matchName = text(payload.matchName);
  if (!matchName) throw new TemplateError('results_corrected: payload field matchName is required');
  const name = text(payload.playerName);
  const greeting = name ? `Hi ${name},` : 'Hi,';
  const id = text(payload.matchId);
  const url = id ? absoluteUrl(`/matches/${encodeURIComponent(id)}`, context.appUrl) : null;
  const date = formatMatchDate(payload.matchDate, context.timeZone);
  const reason = text(payload.reason);
  const before = side(payload.before);
  const after = side(payload.after);
  const codes = [...new Set([...before.games.keys(), ...after.games.keys()])];
  const rows = codes.map((code) => {
    const was = before.games.get(code);
    const now = after.games.get(code);
    return [
      now?.game ?? was?.game ?? 'Game',
      `${was?.finish ?? '—'} → ${now?.finish ?? '—'}`,
      `${formatMoney(was?.payoutCents ?? 0)} → ${formatMoney(now?.payoutCents ?? 0)}`,
    ];
  });
  const headers = ['Game', 'Your finish', 'Winnings'];
  const numeric = [false, false, true];
  const footer = ['Total', '', `${formatMoney(before.payoutCents)} → ${formatMoney(after.payoutCents)}`];
  const holesCorrected = Number(payload.holesCorrected ?? 0);
  const yours = holeLines(payload.yourHoles);
  const holesText =
    holesCorrected === 0
      ? 'No hole scores were changed; the results were recomputed.'
      : `${holesCorrected} hole score${holesCorrected === 1 ? ' was' : 's were'} corrected${yours.length ? ', on your card:' : ' (none on your card).'}`;
  const handed = Number(payload.handedOverCents ?? 0);
  const stillOwed = Number(payload.stillOwedCents ?? 0);
  const owedBack = Number(payload.owedBackCents ?? 0);
  const money =
    owedBack > 0
      ? `You were handed ${formatMoney(handed)}; you now win ${formatMoney(after.payoutCents)}, so ${formatMoney(owedBack)} is owed back to the league. The treasurer will be in touch.`
      : stillOwed > 0 && handed > 0
        ? `You were handed ${formatMoney(handed)}; you now win ${formatMoney(after.payoutCents)}, so ${formatMoney(stillOwed)} is still owed to you.`
        : after.payoutCents !== before.payoutCents
          ? `You now win ${formatMoney(after.payoutCents)} instead of ${formatMoney(before.payoutCents)}.`
          : `Your winnings are unchanged (${formatMoney(after.payoutCents)}).`;
  const intro = `The results of ${matchName}${date ? ` (${date})` : ''} have been corrected${reason ? `: ${reason}` : '.'}`;
  return {
    subject: `Results corrected: ${matchName}`,
    preheader: money,
    html: [
      heading('Results corrected'),
      paragraph(greeting),
      paragraph(intro),
      paragraph(holesText),
      ...yours.map((line) => paragraph(line)),
      rows.length ? dataTable(headers, rows, numeric, footer) : paragraph('You did not play any of the games this time.'),
      paragraph(money),
      buttons(button(url, 'See the corrected results', 'gold')),
    ].join('\n'),
    text: [
      greeting,
      intro,
      [holesText, ...yours].join('\n'),
      rows.length ? textTable(headers, rows, numeric, footer) : 'You did not play any of the games this time.',
      money,
      url ? `The corrected results: ${url}` : '',
    ].filter(Boolean).join('\n\n'),
    footerNote: `You receive this e-mail because you played ${matchName}.`,
  };
};
