// The games of a match with their buy-ins and the total, for the invitation (payload `games`, added at
// send time by ../match-games.ts).
import { formatMoney, text } from './format.ts';
import { dataTable, textTable } from './layout.ts';
import type { Payload } from './types.ts';

export interface InviteGame {
  name: string;
  buyInCents: number;
  /** PER_ENTRY: optional, only who opts in pays; PER_PLAYER: every entrant pays; FLAT: league-funded. */
  potCalc: string;
}

function games(payload: Payload): InviteGame[] {
  if (!Array.isArray(payload.games)) return [];
  return payload.games.flatMap((game) => {
    const row = game as Record<string, unknown>;
    const name = text(row.name);
    const cents = Number(row.buyInCents);
    return name && Number.isFinite(cents) ? [{ name, buyInCents: Math.round(cents), potCalc: text(row.potCalc) }] : [];
  });
}

const HOW: Record<string, string> = { PER_ENTRY: 'Optional', PER_PLAYER: 'Everyone', FLAT: 'League-funded' };

/** Buy-in shown for a game: league-funded pots cost the player nothing. */
const price = (game: InviteGame) => (game.potCalc === 'FLAT' ? 'Free' : formatMoney(game.buyInCents));

/** Total if the player plays every game (league-funded pots excluded). */
export function gamesTotalCents(list: InviteGame[]): number {
  return list.filter((game) => game.potCalc !== 'FLAT').reduce((sum, game) => sum + game.buyInCents, 0);
}

export function gamesBlock(payload: Payload): { html: string; text: string } {
  const list = games(payload);
  if (list.length === 0) return { html: '', text: '' };
  const headers = ['Game', 'Who pays', 'Buy-in'];
  const rows = list.map((game) => [game.name, HOW[game.potCalc] ?? '', price(game)]);
  const footer = ['Total (every game)', '', formatMoney(gamesTotalCents(list))];
  const numeric = [false, false, true];
  return {
    html: dataTable(headers, rows, numeric, footer),
    text: `Games and buy-ins:\n${textTable(headers, rows, numeric, footer)}`,
  };
}
