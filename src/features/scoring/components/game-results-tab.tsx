import { ChevronDownIcon } from 'lucide-react';
import { Fragment, useState } from 'react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableFooter, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { GAME_BASIS } from '@/domain/game-order';
import { formatCents } from '@/domain/money';
import type { ScoredGame } from '@/domain/types';
import { cn } from '@/lib/utils';
import { explainPayout, explainRemainder } from '../lib/explain';
import { resultFields } from '../lib/result-rows';
import { isTeamResultGame, teamResultText } from '../lib/team-results';

export type GameResultsTabProps = {
  game: ScoredGame;
  gameName: string;
  names: ReadonlyMap<string, string>;
  /** Shown after a save or finalize attempt found the game has nothing to pay on. */
  problem: string | null;
};

function nassauParts(game: ScoredGame, playerId: string): string {
  const result = game.results.find((r) => r.playerId === playerId);
  if (result?.explanation.kind !== 'nassau') return '—';
  const won = result.explanation.parts.filter((p) => p.won);
  if (won.length === 0) return 'None';
  return won.map((p) => ({ front: 'Front 9', back: 'Back 9', overall: 'Overall' })[p.part]).join(', ');
}

/**
 * One game's results as the engine computes them (position, points, skins; the server stores exactly
 * these) and the payout preview, each amount explained. Corrections are adjustments, not typed numbers.
 */
export function GameResultsTab({ game, gameName, names, problem }: GameResultsTabProps) {
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const fields = resultFields(game.code);
  const toggle = (playerId: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(playerId)) next.delete(playerId);
      else next.add(playerId);
      return next;
    });
  const teamGame = isTeamResultGame(game.code);
  const columnCount = 2 + (fields.position ? 1 : 0) + (fields.points || fields.skins || game.code === 'STROKE_PLAY' || game.code === 'NASSAU' || teamGame ? 1 : 0);

  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-muted-foreground">
        {GAME_BASIS[game.code] === 'Net' ? 'Net game: handicap strokes are applied.' : 'Gross game: scores as played, no strokes.'}
      </p>
      {problem && (
        <Alert variant="destructive">
          <AlertDescription className="text-destructive">{problem}</AlertDescription>
        </Alert>
      )}
      {game.results.length === 0 ? (
        <p className="py-6 text-center text-sm text-muted-foreground">No players are in {gameName}.</p>
      ) : (
        <Table className="tabular-nums">
          <TableHeader>
            <TableRow>
              {fields.position && <TableHead className="px-1 sm:px-2">Pos</TableHead>}
              <TableHead className="px-1 sm:px-2">Player</TableHead>
              {fields.points && <TableHead className="px-1 sm:px-2">Points</TableHead>}
              {fields.skins && <TableHead className="px-1 sm:px-2">Skins</TableHead>}
              {game.code === 'STROKE_PLAY' && <TableHead className="px-1 text-right sm:px-2">Net</TableHead>}
              {game.code === 'NASSAU' && <TableHead className="px-1 sm:px-2">Parts won</TableHead>}
              {teamGame && <TableHead className="px-1 sm:px-2">Result</TableHead>}
              <TableHead className="px-1 text-right sm:px-2">Payout</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {game.results.map((result) => {
              const name = names.get(result.playerId) ?? 'Unknown player';
              const isOpen = open.has(result.playerId);
              const panelId = `explain-${game.code}-${result.playerId}`;
              return (
                <Fragment key={result.playerId}>
                  <TableRow className={cn(isOpen && 'border-b-0')}>
                    {fields.position && <TableCell className="px-1 sm:px-2">{result.position ?? '—'}</TableCell>}
                    <TableCell className="max-w-[6.5rem] truncate px-1 font-medium sm:max-w-[14rem] sm:px-2">{name}</TableCell>
                    {fields.points && <TableCell className="px-1 sm:px-2">{result.points ?? '—'}</TableCell>}
                    {fields.skins && <TableCell className="px-1 sm:px-2">{result.skinsWon}</TableCell>}
                    {game.code === 'STROKE_PLAY' && (
                      <TableCell className="px-1 text-right sm:px-2">
                        {result.explanation.kind === 'place' && result.explanation.score !== null ? result.explanation.score : 'Incomplete'}
                      </TableCell>
                    )}
                    {game.code === 'NASSAU' && <TableCell className="px-1 whitespace-normal sm:px-2">{nassauParts(game, result.playerId)}</TableCell>}
                    {teamGame && <TableCell className="px-1 whitespace-normal sm:px-2">{teamResultText(result.explanation, names)}</TableCell>}
                    <TableCell className="px-1 text-right sm:px-2">
                      <Button
                        variant="ghost"
                        className={cn('gap-1 px-2 font-semibold tabular-nums', result.payoutCents > 0 ? 'text-primary' : 'text-muted-foreground')}
                        aria-expanded={isOpen}
                        aria-controls={panelId}
                        aria-label={`${formatCents(result.payoutCents)}: explain ${name}'s payout`}
                        onClick={() => toggle(result.playerId)}
                      >
                        {formatCents(result.payoutCents)}
                        <ChevronDownIcon className={cn('size-3.5 transition-transform', isOpen && 'rotate-180')} aria-hidden="true" />
                      </Button>
                    </TableCell>
                  </TableRow>
                  {isOpen && (
                    <TableRow className="hover:bg-transparent">
                      <TableCell colSpan={columnCount} className="bg-muted/40 whitespace-normal">
                        <ul id={panelId} className="flex list-disc flex-col gap-1 pl-5 text-sm">
                          {explainPayout({
                            code: game.code,
                            position: result.position,
                            payoutCents: result.payoutCents,
                            explanation: result.explanation,
                            names,
                            game,
                            playerId: result.playerId,
                          }).map((line) => (
                            <li key={line}>{line}</li>
                          ))}
                        </ul>
                      </TableCell>
                    </TableRow>
                  )}
                </Fragment>
              );
            })}
          </TableBody>
          <TableFooter>
            <TableRow>
              <TableCell colSpan={columnCount} className="whitespace-normal">
                <div className="flex flex-wrap justify-between gap-x-6 gap-y-1 text-sm font-normal">
                  <span>
                    Pot <span className="font-semibold">{formatCents(game.potCents)}</span> · Paid out{' '}
                    <span className="font-semibold">{formatCents(game.paidCents)}</span>
                  </span>
                  <span className="text-muted-foreground">{explainRemainder(game)}</span>
                </div>
              </TableCell>
            </TableRow>
          </TableFooter>
        </Table>
      )}
      <p className="text-xs text-muted-foreground">
        Payouts come from the saved scorecards and the adjustments; the server computes them again when results are saved or finalized.
      </p>
    </div>
  );
}
