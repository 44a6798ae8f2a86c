import { formatCents } from '@/domain/money';

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const num = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);
const cents = (value: unknown) => {
  const n = num(value);
  return n !== null && Number.isSafeInteger(n) ? formatCents(n) : null;
};
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
const range = (values: unknown, word: string) => {
  if (!Array.isArray(values) || values.length === 0) return null;
  const first = values[0];
  const last = values[values.length - 1];
  return first === last ? `${word} ${first}` : `${word}s ${first}–${last}`;
};

function placeLines(e: Json): string[] {
  const lines: string[] = [];
  const places = range(e.placesCovered, 'place');
  const tied = Array.isArray(e.tiedWith) ? e.tiedWith.length : 0;
  if (num(e.score) !== null) lines.push(`Score ${e.score}${num(e.holesPlayed) !== null ? ` over ${plural(Number(e.holesPlayed), 'hole')}` : ''}.`);
  if (places) lines.push(`Finished on ${places}${tied > 0 ? `, tied with ${plural(tied, 'other player')}` : ''}.`);
  if (num(e.pooledPct) !== null && cents(e.groupPoolCents)) lines.push(`${e.pooledPct}% of the pot: ${cents(e.groupPoolCents)}${tied > 0 ? ', split equally' : ''}.`);
  if (cents(e.shareCents)) lines.push(`Your share: ${cents(e.shareCents)}.`);
  return lines;
}

function skinsLines(e: Json): string[] {
  const skins = Array.isArray(e.skins) ? e.skins.filter(isObject) : [];
  const lines = skins.map((skin) => {
    const carried = Array.isArray(skin.carriedFromHoles) && skin.carriedFromHoles.length > 0 ? ` (carried from ${range(skin.carriedFromHoles, 'hole')})` : '';
    return `Hole ${skin.hole}: ${plural(Number(skin.skins ?? 1), 'skin')} with a ${skin.score}${carried}.`;
  });
  if (cents(e.centsPerSkin)) lines.push(`${cents(e.centsPerSkin)} per skin.`);
  return lines;
}

const NASSAU_PARTS: Record<string, string> = { front: 'Front 9', back: 'Back 9', overall: '18 holes' };

function nassauLines(e: Json): string[] {
  const parts = Array.isArray(e.parts) ? e.parts.filter(isObject) : [];
  const lines = parts.map((part) => {
    const label = NASSAU_PARTS[String(part.part)] ?? String(part.part);
    if (part.eligible === false) return `${label}: not eligible (missing hole scores).`;
    const net = num(part.netTotal) !== null ? `net ${part.netTotal}` : 'no score';
    // Two-man Nassau: the team's share of the part (the partners split the team's total, below).
    const won = cents(part.shareCents) ?? cents(part.teamShareCents) ?? '';
    return part.won ? `${label}: won with ${net}, ${won}${e.kind === 'teamnassau' && part.shareCents === undefined ? ' for the team' : ''}.` : `${label}: ${net}, not won.`;
  });
  if (e.kind === 'teamnassau' && num(e.teamWinningsCents) !== null && Number(e.teamWinningsCents) > 0) {
    lines.push(`Team winnings ${cents(e.teamWinningsCents)}, split between the partners: ${cents(e.shareCents)} each.`);
  }
  return lines;
}

/** Match Play and Four-Ball: the side's place and the player's part of the team's share. */
function sideMoneyLines(money: unknown): string[] {
  if (!isObject(money)) return [];
  const lines: string[] = [];
  const position = num(money.position);
  if (position !== null) lines.push(`Finished on ${range(money.placesCovered, 'place') ?? `place ${position}`}.`);
  if (cents(money.sideShareCents) && cents(money.shareCents) && money.sideShareCents !== money.shareCents) {
    lines.push(`Team share ${cents(money.sideShareCents)}, split between the partners.`);
  }
  if (cents(money.shareCents)) lines.push(`Your share: ${cents(money.shareCents)}.`);
  return lines;
}

/**
 * Readable lines for a stored payout explanation (the scoring engine's explanation, optionally
 * with its `summary`). Returns [] when there is nothing to explain.
 */
export function explanationLines(explanation: unknown): string[] {
  if (typeof explanation === 'string') return explanation.trim() ? [explanation] : [];
  if (!isObject(explanation)) return [];
  const lines: string[] = [];
  if (typeof explanation.summary === 'string' && explanation.summary.trim()) lines.push(explanation.summary);
  const detail = isObject(explanation.explanation) ? explanation.explanation : explanation;
  if (detail.kind === 'place') lines.push(...placeLines(detail));
  else if (detail.kind === 'skins') lines.push(...skinsLines(detail));
  else if (detail.kind === 'nassau' || detail.kind === 'teamnassau') lines.push(...nassauLines(detail));
  else if (detail.kind === 'matchplay' && isObject(detail.standing)) lines.push(...sideMoneyLines(detail.standing.money));
  else if (detail.kind === 'fourball' && isObject(detail.team)) lines.push(...sideMoneyLines(detail.team.money));
  return lines;
}
