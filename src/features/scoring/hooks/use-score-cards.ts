import { useMemo, useState } from 'react';
import type { MatchDetail } from '@/api/matches/get-match-detail';
import { savedHoles } from '@/domain/engine-input';
import { useCurrentPlayerId } from '@/lib/session';
import { cardAccess, type CardAccess } from '../lib/card-access';
import { applyPatch, type HolePatch, type PendingScores } from '../lib/pending-scores';
import { cardView, withCell, withoutPlayers, withRefused, type CardView, type ScoreDrafts } from '../lib/score-drafts';

/**
 * Every entered player's card as the panel shows it: saved holes, then scores queued on this device
 * (not once the match is final: the official card stands), then what is typed and not saved. Typing
 * is ignored on a card the viewer may not write (DESIGN rule 16: the server decides; `access` only
 * avoids offering what it would refuse).
 */
export function useScoreCards(detail: MatchDetail, pending: PendingScores) {
  const [drafts, setDrafts] = useState<ScoreDrafts>({});
  const isFinal = detail.match.is_final;
  const readOnly = isFinal || !detail.can_enter_scores;
  const entries = detail.entries;
  const viewerId = useCurrentPlayerId();

  const access = useMemo(() => {
    const map = new Map<string, CardAccess>();
    for (const entry of entries) {
      map.set(
        entry.player_id,
        cardAccess({
          isAdmin: detail.is_admin,
          viewerId,
          playerId: entry.player_id,
          savedHoles: savedHoles(detail, entry.player_id),
          attested: detail.scorecards.some((card) => card.player_id === entry.player_id && card.attested_at !== null),
          isFinal: readOnly,
          matchDayReached: detail.match.status !== 'DRAFT',
        }),
      );
    }
    return map;
  }, [entries, detail, viewerId, readOnly]);
  const anyWritable = [...access.values()].some((card) => card.writable);

  const views = useMemo(() => {
    const map = new Map<string, CardView>();
    for (const entry of entries) {
      const base = applyPatch(savedHoles(detail, entry.player_id), isFinal ? undefined : pending[entry.player_id]);
      map.set(entry.player_id, cardView(base, access.get(entry.player_id)?.writable ? drafts[entry.player_id] : undefined));
    }
    return map;
  }, [entries, detail, pending, drafts, access, isFinal]);

  const changes: Record<string, HolePatch> = Object.fromEntries(
    [...views].filter(([, view]) => Object.keys(view.patch).length > 0).map(([id, view]) => [id, view.patch]),
  );
  const changedCount = Object.keys(changes).length;
  const invalidCount = [...views.values()].reduce((total, view) => total + view.invalid.size, 0);

  return {
    readOnly,
    /** What the viewer may do with each player's card. */
    access,
    anyWritable,
    views,
    /** The patch per player a Save would send. */
    changes,
    changedCount,
    invalidCount,
    unsaved: anyWritable && (changedCount > 0 || invalidCount > 0),
    setCell: (playerId: string, hole: number, text: string) => setDrafts((current) => withCell(current, playerId, hole, text)),
    clearDrafts: () => setDrafts({}),
    restoreRefused: (refused: readonly { playerId: string; patch: HolePatch }[]) => setDrafts((current) => withRefused(current, refused)),
    dropPlayers: (playerIds: string[]) => setDrafts((current) => withoutPlayers(current, playerIds)),
  };
}
