/** The short "result" cell of a team game's row in the results tables (preview and final). */
import type { GameCode, ResultExplanation } from '@/domain/types';
import { nameOf, pointsNumber } from './explain-teams';

export const TEAM_RESULT_CODES: readonly GameCode[] = ['MATCH_PLAY', 'FOUR_BALL', 'TEAM_NASSAU'];

export const isTeamResultGame = (code: GameCode) => TEAM_RESULT_CODES.includes(code);

const PART_LABELS = { front: 'Front 9', back: 'Back 9', overall: 'Overall' } as const;

/** From the engine's explanation (the preview): 'with Bob · 2½ pts', 'with Bob · 38 pts', 'with Bob · Front 9, Overall'. */
export function teamResultText(explanation: ResultExplanation, names: ReadonlyMap<string, string>): string {
  const partner = (ids: readonly string[]) => (ids.length > 0 ? `with ${ids.map((id) => nameOf(names, id)).join(' and ')} · ` : '');
  switch (explanation.kind) {
    case 'matchplay': {
      const { standing } = explanation;
      if (standing.points !== null) return `${partner(explanation.partnerIds)}${pointsNumber(standing.points)} pts`;
      const lostIn = explanation.matches.find((m) => m.round === standing.lostInRound)?.label.toLowerCase() ?? `round ${standing.lostInRound}`;
      const out = standing.lostInRound === null ? 'Champion' : `Lost in the ${lostIn}`;
      return `${partner(explanation.partnerIds)}${out}`;
    }
    case 'fourball': {
      const { team } = explanation;
      const score = team.total === null ? 'Incomplete' : explanation.format === 'STABLEFORD' ? `${team.total} pts` : `Net ${team.total}`;
      return `${partner(explanation.partnerIds)}${score}`;
    }
    case 'teamnassau': {
      const won = explanation.parts.filter((p) => p.won).map((p) => PART_LABELS[p.part]);
      return `${partner(explanation.partnerIds)}${won.length > 0 ? won.join(', ') : 'No parts won'}`;
    }
    default:
      return '—';
  }
}

/** Parts won in a stored two-man Nassau result, read from its notes ("Front 9: won …; Back 9: net 36; …"). */
export function partsWonFromNotes(notes: string | null): (keyof typeof PART_LABELS)[] {
  const parts = Object.entries(PART_LABELS) as [keyof typeof PART_LABELS, string][];
  const segments = (notes ?? '').split('; ');
  return parts.filter(([, label]) => segments.some((s) => s.startsWith(`${label}: won`) || s.startsWith(`${label}: tied`))).map(([part]) => part);
}

/** A stored result's cell (the final results, which carry points and notes but not the explanation). */
export function storedTeamResultText(code: GameCode, points: number | null, notes: string | null): string {
  if (code === 'TEAM_NASSAU') {
    const won = partsWonFromNotes(notes).map((part) => PART_LABELS[part]);
    return won.length > 0 ? won.join(', ') : '—';
  }
  if (points !== null) return `${pointsNumber(Number(points))} pts`;
  return notes?.split(' · ')[0] ?? '—';
}
