import { ScaleIcon, Trash2Icon } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import type { MatchDetail } from '@/api/matches/get-match-detail';
import { scorableGames } from '@/domain/engine-input';
import { ordinal } from '@/domain/format';
import type { GameCode } from '@/domain/types';
import { useAddAdjustment, useRemoveAdjustment, type MatchAdjustment, type NewAdjustment } from '../api/result-adjustments';
import { GAME_LABELS } from '../lib/explain';

type Kind = NewAdjustment['kind'];

const KIND_LABELS: Record<Kind, string> = {
  PLACE: 'Place decided (countback or playoff)',
  DISQUALIFIED: 'Disqualified',
  HOLE: 'Hole score corrected',
};

const WHOLE_MATCH = 'MATCH';

export function describeAdjustment(adjustment: Pick<MatchAdjustment, 'kind' | 'game_code' | 'place' | 'hole' | 'gross'>, gameName: (code: GameCode) => string): string {
  if (adjustment.kind === 'PLACE') return `${gameName(adjustment.game_code ?? 'STB_V2')}: takes ${ordinal(adjustment.place ?? 1)} place`;
  if (adjustment.kind === 'DISQUALIFIED') return `Disqualified from ${adjustment.game_code ? gameName(adjustment.game_code) : 'the match'}`;
  return `Hole ${adjustment.hole ?? '?'} corrected to ${adjustment.gross ?? 'no score'}`;
}

type Draft = { kind: Kind; playerId: string; game: string; place: string; hole: string; gross: string; reason: string };

const EMPTY: Draft = { kind: 'PLACE', playerId: '', game: '', place: '1', hole: '18', gross: '', reason: '' };

function toAdjustment(matchId: string, draft: Draft): NewAdjustment | string {
  if (!draft.playerId) return 'Please choose a player';
  const reason = draft.reason.trim();
  if (!reason) return 'Please enter a reason';
  if (draft.kind === 'PLACE') {
    const place = Number(draft.place);
    if (!draft.game) return 'Please choose a game';
    if (!Number.isInteger(place) || place < 1) return 'Place must be 1 or more';
    return { matchId, kind: 'PLACE', playerId: draft.playerId, gameCode: draft.game as GameCode, place, reason };
  }
  if (draft.kind === 'DISQUALIFIED') {
    return { matchId, kind: 'DISQUALIFIED', playerId: draft.playerId, gameCode: draft.game && draft.game !== WHOLE_MATCH ? (draft.game as GameCode) : null, reason };
  }
  const hole = Number(draft.hole);
  const gross = draft.gross.trim() === '' ? null : Number(draft.gross);
  if (!Number.isInteger(hole) || hole < 1 || hole > 18) return 'Hole must be 1 to 18';
  if (gross !== null && (!Number.isInteger(gross) || gross < 1 || gross > 12)) return 'Score must be 1 to 12, or empty to clear the hole';
  return { matchId, kind: 'HOLE', playerId: draft.playerId, hole, gross, reason };
}

export type AdjustmentsCardProps = {
  detail: MatchDetail;
  adjustments: readonly MatchAdjustment[];
  /** Final matches show their adjustments; changing them needs Reopen Results first. */
  locked: boolean;
};

/**
 * The admin's corrections (DESIGN rule 18): each with a reason, audited, applied by the engine — the
 * preview above shows their effect at once, and the server applies them when results are saved.
 */
export function AdjustmentsCard({ detail, adjustments, locked }: AdjustmentsCardProps) {
  const matchId = detail.match.id;
  const add = useAddAdjustment();
  const remove = useRemoveAdjustment();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [problem, setProblem] = useState<string | null>(null);
  const ids = { kind: useId(), player: useId(), game: useId(), place: useId(), hole: useId(), gross: useId(), reason: useId() };
  const games = scorableGames(detail);
  const gameName = (code: GameCode) => detail.games.find((g) => g.game_code === code)?.name ?? GAME_LABELS[code];
  const gameChoices = draft.kind === 'PLACE' ? games.filter((g) => g.game_code === 'STB_V2' || g.game_code === 'STROKE_PLAY') : games;
  const set = (patch: Partial<Draft>) => setDraft((current) => ({ ...current, ...patch }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const adjustment = toAdjustment(matchId, draft);
    if (typeof adjustment === 'string') return setProblem(adjustment);
    setProblem(null);
    add.mutate(adjustment, {
      onSuccess: () => {
        toast.success('Adjustment saved successfully');
        setDraft({ ...EMPTY, kind: draft.kind });
      },
    });
  };

  return (
    <Card className="gap-4 py-5">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <ScaleIcon className="size-4 text-gold-ink" aria-hidden="true" />
          Adjustments
        </CardTitle>
        <CardDescription>
          Corrections with a reason: a countback or playoff deciding a place, a disqualification, a hole score corrected after the card. Payouts
          follow from them.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {adjustments.length === 0 ? (
          <p className="text-sm text-muted-foreground">No adjustments.</p>
        ) : (
          <ul className="flex flex-col divide-y rounded-md border" aria-label="Adjustments">
            {adjustments.map((adjustment) => (
              <li key={adjustment.id} className="flex items-start justify-between gap-3 px-3 py-2 text-sm">
                <div className="min-w-0">
                  <p className="font-medium">
                    {adjustment.player_name}: {describeAdjustment(adjustment, gameName)}
                  </p>
                  <p className="break-words text-muted-foreground">{adjustment.reason}</p>
                </div>
                {!locked && (
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Remove adjustment for ${adjustment.player_name}`}
                    disabled={remove.isPending}
                    onClick={() =>
                      remove.mutate({ id: adjustment.id, matchId }, { onSuccess: () => toast.success('Adjustment removed successfully') })
                    }
                  >
                    <Trash2Icon aria-hidden="true" />
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
        {locked ? (
          <p className="text-sm text-muted-foreground">Reopen results to change adjustments.</p>
        ) : (
          <form className="grid grid-cols-1 gap-3 sm:grid-cols-2" onSubmit={onSubmit} noValidate>
            <div className="grid gap-1.5">
              <Label htmlFor={ids.kind}>Adjustment</Label>
              <Select value={draft.kind} onValueChange={(value) => set({ kind: value as Kind, game: '' })}>
                <SelectTrigger id={ids.kind} className="w-full">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {(Object.keys(KIND_LABELS) as Kind[]).map((kind) => (
                    <SelectItem key={kind} value={kind}>
                      {KIND_LABELS[kind]}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor={ids.player}>Player</Label>
              <Select value={draft.playerId} onValueChange={(value) => set({ playerId: value })}>
                <SelectTrigger id={ids.player} className="w-full">
                  <SelectValue placeholder="Choose a player" />
                </SelectTrigger>
                <SelectContent>
                  {detail.entries.map((entry) => (
                    <SelectItem key={entry.player_id} value={entry.player_id}>
                      {entry.name}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </div>
            {draft.kind !== 'HOLE' && (
              <div className="grid gap-1.5">
                <Label htmlFor={ids.game}>Game</Label>
                <Select value={draft.game || (draft.kind === 'DISQUALIFIED' ? WHOLE_MATCH : '')} onValueChange={(value) => set({ game: value })}>
                  <SelectTrigger id={ids.game} className="w-full">
                    <SelectValue placeholder="Choose a game" />
                  </SelectTrigger>
                  <SelectContent>
                    {draft.kind === 'DISQUALIFIED' && <SelectItem value={WHOLE_MATCH}>The whole match</SelectItem>}
                    {gameChoices.map((game) => (
                      <SelectItem key={game.game_code} value={game.game_code}>
                        {game.name}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              </div>
            )}
            {draft.kind === 'PLACE' && (
              <div className="grid gap-1.5">
                <Label htmlFor={ids.place}>Place</Label>
                <Input id={ids.place} type="number" inputMode="numeric" min={1} step={1} value={draft.place} onChange={(e) => set({ place: e.currentTarget.value })} />
              </div>
            )}
            {draft.kind === 'HOLE' && (
              <>
                <div className="grid gap-1.5">
                  <Label htmlFor={ids.hole}>Hole</Label>
                  <Input id={ids.hole} type="number" inputMode="numeric" min={1} max={18} step={1} value={draft.hole} onChange={(e) => set({ hole: e.currentTarget.value })} />
                </div>
                <div className="grid gap-1.5">
                  <Label htmlFor={ids.gross}>Corrected score</Label>
                  <Input
                    id={ids.gross}
                    type="number"
                    inputMode="numeric"
                    min={1}
                    max={12}
                    step={1}
                    placeholder="Empty clears the hole"
                    value={draft.gross}
                    onChange={(e) => set({ gross: e.currentTarget.value })}
                  />
                </div>
              </>
            )}
            <div className="grid gap-1.5 sm:col-span-2">
              <Label htmlFor={ids.reason}>Reason</Label>
              <Textarea
                id={ids.reason}
                maxLength={300}
                required
                aria-invalid={problem === 'Please enter a reason' || undefined}
                placeholder="e.g. Won the playoff on the 1st hole"
                value={draft.reason}
                onChange={(e) => set({ reason: e.currentTarget.value })}
              />
            </div>
            {problem && (
              <p role="alert" className="text-sm text-destructive sm:col-span-2">
                {problem}
              </p>
            )}
            <div className="sm:col-span-2 sm:flex sm:justify-end">
              <Button type="submit" variant="outline" className="w-full sm:w-auto" disabled={add.isPending}>
                {add.isPending ? 'Saving...' : 'Add Adjustment'}
              </Button>
            </div>
          </form>
        )}
      </CardContent>
    </Card>
  );
}
