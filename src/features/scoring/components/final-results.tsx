import { PrinterIcon, TrophyIcon } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import type { MatchPageDetail, MatchResult } from '@/api/matches/get-match-detail';
import { formatCents } from '@/domain/money';
import { GAME_BASIS, mainGameFirst } from '@/domain/game-order';
import { potCents } from '@/domain/pots';
import { splitStoredRemainder } from '@/domain/remainder';
import type { GameCode } from '@/domain/types';
import { cn } from '@/lib/utils';
import { gamePlayerIds } from '@/domain/engine-input';
import { asResultExplanation, explainPayout, GAME_LABELS } from '../lib/explain';
import { useResultExplanations } from '../api/get-result-explanations';
import { roundingLabel, undecidedLabel } from '../lib/remainder-labels';
import { isTeamResultGame, partsWonFromNotes, storedTeamResultText } from '../lib/team-results';
import { PlayerMoneySummary } from './player-money-summary';

const PART_LABELS = { front: 'Front 9', back: 'Back 9', overall: 'Overall' } as const;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The result's summary from get_match_results (STROKE_PLAY {score}, NASSAU {parts_won}), checked before it is read. */
function summaryOf(result: MatchResult): { score: number | null; partsWon: (keyof typeof PART_LABELS)[] | null } {
  const summary = isObject(result.summary) ? result.summary : {};
  const score = typeof summary.score === 'number' ? summary.score : null;
  const partsWon = Array.isArray(summary.parts_won)
    ? summary.parts_won.filter((part): part is keyof typeof PART_LABELS => typeof part === 'string' && part in PART_LABELS)
    : null;
  return { score, partsWon };
}

function scoreCell(code: GameCode, result: MatchResult): string {
  const summary = summaryOf(result);
  if (code === 'STB_V2') return result.points === null ? '—' : `${Number(result.points)} pts`;
  if (code === 'SKINS_GROSS' || code === 'SKINS_NET') return `${result.skins_won ?? 0} ${result.skins_won === 1 ? 'skin' : 'skins'}`;
  if (code === 'STROKE_PLAY') return summary.score !== null ? `Net ${summary.score}` : 'Incomplete';
  if (isTeamResultGame(code)) return storedTeamResultText(code, result.points, result.notes);
  if (code === 'NASSAU' && summary.partsWon) {
    const won = summary.partsWon.map((part) => PART_LABELS[part]);
    return won.length > 0 ? won.join(', ') : '—';
  }
  return '—';
}

type PayoutProps = { matchId: string; result: MatchResult; code: GameCode; gameName: string; names: ReadonlyMap<string, string> };

/** The explanation lines, loaded (rpc get_result_explanations) only once a payout is opened. */
function PayoutExplanation({ matchId, result, code, names }: Omit<PayoutProps, 'gameName'>) {
  const query = useResultExplanations(matchId);
  if (query.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
        <Spinner aria-hidden="true" />
        Loading explanation…
      </p>
    );
  }
  const stored = query.data?.find((row) => row.player_id === result.player_id && row.game_code === code);
  const explanation = asResultExplanation(stored?.explanation);
  const lines = explanation
    ? explainPayout({ code, position: result.position, payoutCents: result.payout_cents, explanation, names, playerId: result.player_id })
    : [`Payout: ${formatCents(result.payout_cents)}.`];
  return (
    <>
      {query.isError && (
        <p role="alert" className="text-sm text-destructive">
          Could not load the explanation: {query.error.message}
        </p>
      )}
      <ul className="flex list-disc flex-col gap-1 pl-5 text-sm">
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </>
  );
}

function PayoutButton({ matchId, result, code, gameName, names }: PayoutProps) {
  const name = names.get(result.player_id) ?? 'Unknown player';
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button
          variant="link"
          className={cn('h-auto p-0 font-semibold tabular-nums md:h-auto', result.payout_cents === 0 && 'text-muted-foreground')}
          aria-label={`${formatCents(result.payout_cents)}: explain ${name}'s payout`}
        >
          {formatCents(result.payout_cents)}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            {name} · {gameName}
          </DialogTitle>
          {result.notes && <DialogDescription>{result.notes}</DialogDescription>}
        </DialogHeader>
        <PayoutExplanation matchId={matchId} result={result} code={code} names={names} />
      </DialogContent>
    </Dialog>
  );
}

/** What the pot did not pay out: prizes nobody won and rounding cents, each saying where it goes. */
function remainderLines(code: GameCode, pot: number, paid: number, results: readonly MatchResult[]): string[] {
  const partsWon = new Set(results.flatMap((r) => (code === 'TEAM_NASSAU' ? partsWonFromNotes(r.notes) : (summaryOf(r).partsWon ?? []))));
  const split = splitStoredRemainder({ code, potCents: pot, paidCents: Math.min(paid, pot), nassauPartsWon: partsWon.size });
  const lines = [undecidedLabel(split, true), roundingLabel(split)].filter((line): line is string => line !== null);
  return lines.length > 0 ? lines : ['Everything in the pot was paid out.'];
}

type FinalResultsProps = {
  detail: MatchPageDetail;
  /** Admins: print the match's "who pays whom" settle sheet. */
  onPrintSettleSheet?: () => void;
};

/**
 * The stored results of a final match: money by player, then per game (the main game first, each
 * saying whether it is net or gross) standings, payouts (each explained) and what was not paid out.
 */
export function FinalResults({ detail, onPrintSettleSheet }: FinalResultsProps) {
  const names = new Map(detail.entries.map((e) => [e.player_id, e.name]));
  const withoutIndex = new Set(detail.entries.filter((e) => e.league_index === null).map((e) => e.player_id));
  const codes = mainGameFirst([...new Set(detail.results.map((r) => r.game_code))], (code) => code, detail.match.format);
  const games = codes.map((code) => {
    const matchGame = detail.games.find((g) => g.game_code === code);
    const results = detail.results
      .filter((r) => r.game_code === code)
      .sort(
        (a, b) =>
          (a.position ?? Number.POSITIVE_INFINITY) - (b.position ?? Number.POSITIVE_INFINITY) || b.payout_cents - a.payout_cents,
      );
    const pot = matchGame ? potCents(matchGame.buy_in, matchGame.pot_calc, detail.entries.length, gamePlayerIds(detail, matchGame).length) : null;
    const paid = results.reduce((total, r) => total + r.payout_cents, 0);
    return { code, name: matchGame?.name ?? GAME_LABELS[code] ?? code, results, pot, paid, main: code === codes[0] };
  });

  if (games.length === 0) {
    return <EmptyState icon={TrophyIcon} title="No results recorded for this match." />;
  }

  return (
    <section aria-labelledby="final-results-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="final-results-title" className="flex items-center gap-2 text-lg font-semibold">
          <TrophyIcon className="size-5 text-gold-ink" aria-hidden="true" />
          Final Results
        </h2>
        {onPrintSettleSheet && (
          <Button variant="outline" size="sm" onClick={onPrintSettleSheet}>
            <PrinterIcon aria-hidden="true" /> Print settle sheet
          </Button>
        )}
      </div>
      <PlayerMoneySummary detail={detail} />
      {/* grid-cols-1 (minmax(0, 1fr)): a wide results table scrolls inside its card instead of widening the page. */}
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        {games.map((game) => (
          <Card key={game.code} className="gap-3 py-4" aria-label={`${game.name} results`}>
            <CardHeader>
              <CardTitle className="flex flex-wrap items-center gap-2 text-base">
                {game.name}
                {game.main && <Badge variant="gold">Main game</Badge>}
                <Badge variant="outline" title={GAME_BASIS[game.code] === 'Net' ? 'Handicap strokes applied' : 'Scores as played, no strokes'}>
                  {GAME_BASIS[game.code]}
                </Badge>
              </CardTitle>
              {game.pot !== null && (
                <CardDescription className="tabular-nums">
                  Pot {formatCents(game.pot)} · Paid out {formatCents(game.paid)}
                </CardDescription>
              )}
            </CardHeader>
            <CardContent className="px-2 sm:px-4">
              <Table className="tabular-nums">
                <TableHeader>
                  <TableRow>
                    <TableHead className="w-10 text-center">Pos</TableHead>
                    <TableHead>Player</TableHead>
                    <TableHead>{game.code === 'STB_V2' ? 'Points' : game.code.startsWith('SKINS') ? 'Skins' : game.code === 'NASSAU' || game.code === 'TEAM_NASSAU' ? 'Won' : isTeamResultGame(game.code) ? 'Result' : 'Score'}</TableHead>
                    <TableHead className="text-right">Payout</TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {game.results.map((result) => (
                    <TableRow key={result.player_id}>
                      <TableCell className="text-center font-semibold">
                        <span className={cn(result.position === 1 && 'rounded-sm bg-gold/25 px-1.5 py-0.5 text-gold-ink')}>
                          {result.position ?? '—'}
                        </span>
                      </TableCell>
                      <TableCell className="max-w-[10rem] font-medium">
                        <span className="block truncate">{names.get(result.player_id) ?? 'Unknown player'}</span>
                        {/* Under the name, so a phone's table is no wider than before. */}
                        {GAME_BASIS[game.code] === 'Net' && withoutIndex.has(result.player_id) && (
                          <Badge variant="outline" className="mt-0.5" title="No league index: played off the league's setting for players without one">
                            No index
                          </Badge>
                        )}
                      </TableCell>
                      <TableCell className="whitespace-normal">{scoreCell(game.code, result)}</TableCell>
                      <TableCell className="text-right">
                        <PayoutButton matchId={detail.match.id} result={result} code={game.code} gameName={game.name} names={names} />
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
              {game.pot !== null &&
                remainderLines(game.code, game.pot, game.paid, game.results).map((line) => (
                  <p key={line} className="mt-2 px-2 text-sm text-muted-foreground tabular-nums">
                    {line}
                  </p>
                ))}
            </CardContent>
          </Card>
        ))}
      </div>
    </section>
  );
}
