import { ChevronDownIcon, RotateCcwIcon } from 'lucide-react';
import { Fragment, useState } from 'react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Table, TableBody, TableCell, TableFooter, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatCents } from '@/domain/money';
import type { ScoredGame } from '@/domain/types';
import { cn } from '@/lib/utils';
import { explainPayout, explainRemainder } from '../lib/explain';
import { resultFields, resultValue, type GameValidation, type ResultField, type ResultOverrides } from '../lib/result-rows';

export type GameResultsTabProps = {
  game: ScoredGame;
  gameName: string;
  names: ReadonlyMap<string, string>;
  overrides: ResultOverrides;
  onChange: (playerId: string, field: ResultField, text: string) => void;
  onReset: () => void;
  /** Shown after a save or finalize attempt found problems. */
  validation: GameValidation | null;
};

const FIELD_LABEL: Record<ResultField, string> = { position: 'Position', points: 'Points', skinsWon: 'Skins won' };

function nassauParts(game: ScoredGame, playerId: string): string {
  const result = game.results.find((r) => r.playerId === playerId);
  if (result?.explanation.kind !== 'nassau') return '—';
  const won = result.explanation.parts.filter((p) => p.won);
  if (won.length === 0) return 'None';
  return won.map((p) => ({ front: 'Front 9', back: 'Back 9', overall: 'Overall' })[p.part]).join(', ');
}

/** One game's result inputs (prefilled from the engine) and the payout preview, each amount explained. */
export function GameResultsTab({ game, gameName, names, overrides, onChange, onReset, validation }: GameResultsTabProps) {
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const fields = resultFields(game.code);
  const toggle = (playerId: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(playerId)) next.delete(playerId);
      else next.add(playerId);
      return next;
    });
  const edited = Object.keys(overrides[game.code] ?? {}).length > 0;
  const columnCount = 2 + (fields.position !== 'none' ? 1 : 0) + (fields.points || fields.skins || game.code === 'STROKE_PLAY' || game.code === 'NASSAU' ? 1 : 0);

  const input = (playerId: string, field: ResultField, props: { step: number; min: number; readOnly?: boolean }) => {
    const name = names.get(playerId) ?? 'Unknown player';
    const error = validation?.fieldErrors[playerId]?.[field];
    return (
      <Input
        type="number"
        inputMode={props.step < 1 ? 'decimal' : 'numeric'}
        min={props.min}
        step={props.step}
        readOnly={props.readOnly}
        aria-readonly={props.readOnly || undefined}
        aria-label={`${FIELD_LABEL[field]} for ${name}`}
        aria-invalid={error ? true : undefined}
        title={props.readOnly ? 'Computed from the Stableford points' : error}
        value={resultValue(game, playerId, field, overrides)}
        onChange={(event) => onChange(playerId, field, event.currentTarget.value)}
        className={cn('w-14 px-2 text-right tabular-nums sm:w-20', props.readOnly && 'bg-muted text-muted-foreground')}
      />
    );
  };

  const fieldErrors = Object.entries(validation?.fieldErrors ?? {}).flatMap(([playerId, errors]) =>
    Object.values(errors).map((message) => `${names.get(playerId) ?? 'Unknown player'}: ${message}`),
  );

  return (
    <div className="flex flex-col gap-3">
      {validation?.message && (
        <Alert variant="destructive">
          <AlertDescription className="text-destructive">{validation.message}</AlertDescription>
        </Alert>
      )}
      {game.results.length === 0 ? (
        <p className="py-6 text-center text-sm text-muted-foreground">No players are in {gameName}.</p>
      ) : (
        <Table className="tabular-nums">
          <TableHeader>
            <TableRow>
              {fields.position !== 'none' && <TableHead className="px-1 sm:px-2">Pos</TableHead>}
              <TableHead className="px-1 sm:px-2">Player</TableHead>
              {fields.points && <TableHead className="px-1 sm:px-2">Points</TableHead>}
              {fields.skins && <TableHead className="px-1 sm:px-2">Skins</TableHead>}
              {game.code === 'STROKE_PLAY' && <TableHead className="px-1 text-right sm:px-2">Net</TableHead>}
              {game.code === 'NASSAU' && <TableHead className="px-1 sm:px-2">Parts won</TableHead>}
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
                    {fields.position !== 'none' && (
                      <TableCell className="px-1 sm:px-2">{input(result.playerId, 'position', { step: 1, min: 1, readOnly: fields.position === 'read' })}</TableCell>
                    )}
                    <TableCell className="max-w-[6.5rem] truncate px-1 font-medium sm:max-w-[14rem] sm:px-2">{name}</TableCell>
                    {fields.points && <TableCell className="px-1 sm:px-2">{input(result.playerId, 'points', { step: 0.5, min: 0 })}</TableCell>}
                    {fields.skins && <TableCell className="px-1 sm:px-2">{input(result.playerId, 'skinsWon', { step: 1, min: 0 })}</TableCell>}
                    {game.code === 'STROKE_PLAY' && (
                      <TableCell className="px-1 text-right sm:px-2">
                        {result.explanation.kind === 'place' && result.explanation.score !== null ? result.explanation.score : 'Incomplete'}
                      </TableCell>
                    )}
                    {game.code === 'NASSAU' && <TableCell className="px-1 whitespace-normal sm:px-2">{nassauParts(game, result.playerId)}</TableCell>}
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
      {fieldErrors.length > 0 && (
        <ul className="flex flex-col gap-0.5 text-sm text-destructive">
          {fieldErrors.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap items-center justify-between gap-2 text-xs text-muted-foreground">
        <p>Payouts come from the saved scorecards; enter scores to change them. Corrections to the fields above are saved with the results.</p>
        {edited && (
          <Button variant="ghost" size="sm" onClick={onReset}>
            <RotateCcwIcon aria-hidden="true" />
            Reset to computed values
          </Button>
        )}
      </div>
    </div>
  );
}
