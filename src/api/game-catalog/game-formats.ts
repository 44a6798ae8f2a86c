/**
 * How a game is played (match_games.format, docs/api.md): Match Play singles or pairs, round robin or
 * bracket; Four-Ball by Stableford points or strokes. Other games have no format.
 */
export type GameFormatOption = { value: string; label: string };

const FORMATS: Readonly<Record<string, readonly GameFormatOption[]>> = {
  MATCH_PLAY: [
    { value: 'SINGLES_ROUND_ROBIN', label: 'Singles round robin' },
    { value: 'SINGLES_BRACKET', label: 'Singles bracket' },
    { value: 'PAIRS_ROUND_ROBIN', label: 'Pairs round robin' },
    { value: 'PAIRS_BRACKET', label: 'Pairs bracket' },
  ],
  FOUR_BALL: [
    { value: 'STABLEFORD', label: 'Stableford' },
    { value: 'STROKE', label: 'Stroke' },
  ],
};

/** The formats a game can be played in; empty for games without formats. */
export function gameFormats(code: string): readonly GameFormatOption[] {
  return FORMATS[code] ?? [];
}

/** The format the server gives a game saved without one (the first listed is not always it). */
export function defaultGameFormat(code: string): string | null {
  if (code === 'MATCH_PLAY') return 'PAIRS_ROUND_ROBIN';
  if (code === 'FOUR_BALL') return 'STABLEFORD';
  return null;
}

export function gameFormatLabel(code: string, format: string | null | undefined): string | null {
  return gameFormats(code).find((option) => option.value === format)?.label ?? null;
}

/** Whether the game is played by teams of two (set on the tee sheet): Four-Ball, Two-Man Nassau, pairs match play. */
export function playedInTeams(code: string, format: string | null | undefined): boolean {
  return code === 'FOUR_BALL' || code === 'TEAM_NASSAU' || (code === 'MATCH_PLAY' && (format ?? defaultGameFormat(code) ?? '').startsWith('PAIRS'));
}
