import { useMemo } from 'react';
import type { MatchDetail } from '@/api/matches/get-match-detail';
import type { TeeSheet } from '@/api/tee-sheet/get-tee-sheet';
import { usePublicSettings } from '@/api/settings/get-public-settings';
import { buildEngineInput, savedHoles, matchSettings, type Holes } from '@/domain/engine-input';
import { playerScoringContext, scorePlayer, type PlayerScoringContext } from '@/domain/score-player';
import { cardAccess, type CardAccess } from '../lib/card-access';
import { chooseGroup, firstOpenHole, playOrder, type GroupChoice, type GroupPlayer } from '../lib/group-round';
import { applyPatch, type PendingScores } from '../lib/pending-scores';

export type GroupRow = {
  player: GroupPlayer;
  /** Saved holes with this device's queued scores laid over them (not once final: the official card stands). */
  holes: Holes;
  /** Holes typed on this device that the server does not have yet. */
  unsaved: ReadonlySet<number>;
  /** Strokes received per hole, net scores and Stableford points: the engine's own per-card scoring. */
  strokes: number[];
  net: (number | null)[];
  points: number[];
  stablefordPoints: number;
  holesPlayed: number;
  access: CardAccess;
  attested: boolean;
};

export type GroupRound =
  | { status: 'loading' }
  | { status: 'problem'; problem: string }
  | { status: 'none' }
  | { status: 'ready'; choice: GroupChoice; pars: number[]; strokeIndexes: number[]; order: number[]; openHole: number; rows: GroupRow[] };

type Input = {
  detail: MatchDetail;
  sheet: TeeSheet | null;
  pending: PendingScores;
  viewerId: string | null;
  requestedGroupId: string | null;
};

type Course = { ctx: PlayerScoringContext } | { problem: string };

/**
 * The group's cards as the hole-by-hole screen shows them. Only the group's few cards are scored on
 * a tap (scorePlayer per card, with the course and allowance the whole-field engine uses), never the field.
 */
export function useGroupRound({ detail, sheet, pending, viewerId, requestedGroupId }: Input): GroupRound {
  const settingsQuery = usePublicSettings();
  const settings = settingsQuery.data;
  const { teeset, match } = detail;

  // The course and the league's rules; independent of the cards, so not redone on a tap.
  const course = useMemo((): Course | null => {
    const scoring = matchSettings(match, settings);
    if (!scoring) return null;
    const built = buildEngineInput({ match, teeset, games: [], entries: [], scorecards: [] }, { settings: scoring });
    return built.ok ? { ctx: playerScoringContext(built.input) } : { problem: built.problem };
  }, [match, teeset, settings]);

  const choice = useMemo(
    () => chooseGroup({ sheet, entries: detail.entries, isAdmin: detail.is_admin, viewerId, requestedGroupId }),
    [sheet, detail.entries, detail.is_admin, viewerId, requestedGroupId],
  );
  const order = useMemo(() => playOrder(choice?.group?.start_hole), [choice?.group?.start_hole]);

  const rows = useMemo((): GroupRow[] | null => {
    if (!course || !('ctx' in course) || !choice) return null;
    const closed = match.is_final || !detail.can_enter_scores;
    return choice.players.map((player) => {
      const saved = savedHoles(detail, player.player_id);
      const queued = match.is_final ? undefined : pending[player.player_id];
      const holes = applyPatch(saved, queued);
      const attested = detail.scorecards.some((card) => card.player_id === player.player_id && card.attested_at !== null);
      const scored = scorePlayer({ id: player.player_id, index: player.league_index, gross: holes }, course.ctx);
      return {
        player,
        holes,
        unsaved: new Set(Object.keys(queued ?? {}).map(Number)),
        strokes: scored.strokes,
        net: scored.net,
        points: scored.points,
        stablefordPoints: scored.stablefordPoints,
        holesPlayed: scored.holesPlayed,
        attested,
        access: cardAccess({
          isAdmin: detail.is_admin,
          viewerId,
          playerId: player.player_id,
          isMarker: choice.role === 'marker',
          savedHoles: saved,
          attested,
          isFinal: closed,
          matchDayReached: match.status !== 'DRAFT',
        }),
      };
    });
  }, [course, choice, detail, match, pending, viewerId]);

  // Stable between taps, so the card grid's memoized rows skip a tap on another hole.
  const pars = useMemo(() => (course && 'ctx' in course ? course.ctx.holes.map((h) => h.par) : []), [course]);
  const strokeIndexes = useMemo(() => (course && 'ctx' in course ? [...course.ctx.strokeIndexes] : []), [course]);

  if (!course) return settingsQuery.isError ? { status: 'problem', problem: "Could not load the league's scoring settings." } : { status: 'loading' };
  if ('problem' in course) return { status: 'problem', problem: course.problem };
  if (!choice || !rows) return { status: 'none' };
  return {
    status: 'ready',
    choice,
    pars,
    strokeIndexes,
    order,
    // The screen reads it once, when the group opens: saving a hole never moves the screen.
    openHole: firstOpenHole(order, rows.map((row) => row.holes)),
    rows,
  };
}
