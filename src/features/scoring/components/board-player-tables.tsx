import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableFooter, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatCents } from '@/domain/money';
import type { GameCode, MatchScore } from '@/domain/types';
import { cn } from '@/lib/utils';
import { formatToPar, moneyRows, stablefordRows, strokeRows, thruLabel, type Payout, type StablefordBasis } from '../lib/board-model';
import { moneyHeading, nameCellClass, nameOf, phoneHidden, tableClass, visibleRows, type BoardLook } from './board-context';

const Empty = () => <p className="px-2 py-6 text-center text-sm text-muted-foreground">No players to show.</p>;

/** Net or gross; the TV always ranks net. */
function BasisToggle({ basis, onChange, label }: { basis: StablefordBasis; onChange: (basis: StablefordBasis) => void; label: string }) {
  return (
    <div role="group" aria-label={label} className="flex gap-1">
      {(['net', 'gross'] as const).map((value) => (
        <Button key={value} size="sm" variant={basis === value ? 'forest' : 'outline'} aria-pressed={basis === value} onClick={() => onChange(value)}>
          {value === 'net' ? 'Net' : 'Gross'}
        </Button>
      ))}
    </div>
  );
}

const money = (cents: number | null) => (cents === null ? '—' : formatCents(cents));

type PanelProps = { score: MatchScore; pars: readonly number[]; payouts: readonly Payout[]; look: BoardLook };

export function StablefordPanel({ score, pars, payouts, look }: PanelProps) {
  const [basis, setBasis] = useState<StablefordBasis>('net');
  const ranked = look.tv ? 'net' : basis;
  const rows = visibleRows(look, stablefordRows(score, pars, ranked, payouts));
  const paid = score.games.some((game) => game.code === 'STB_V2');
  return (
    <div className="flex flex-col gap-3">
      {!look.tv && <BasisToggle basis={basis} onChange={setBasis} label="Rank Stableford by" />}
      {rows.length === 0 ? (
        <Empty />
      ) : (
        <Table aria-label={`Stableford, ranked by ${ranked} points`} className={tableClass(look)}>
          <TableHeader>
            <TableRow>
              <TableHead scope="col" className="w-8 text-center">#</TableHead>
              <TableHead scope="col">Player</TableHead>
              <TableHead scope="col" numeric>Thru</TableHead>
              <TableHead scope="col" numeric className={phoneHidden(ranked !== 'net')}>Net pts</TableHead>
              <TableHead scope="col" numeric className={phoneHidden(ranked !== 'gross')}>Gross pts</TableHead>
              {paid && <TableHead scope="col" numeric>{moneyHeading(look)}</TableHead>}
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.playerId} data-testid="board-stableford-row">
                <TableCell className="text-center font-semibold">{row.rank}</TableCell>
                <TableHead scope="row" className={nameCellClass(look, 'max-w-[7.5rem] truncate font-medium sm:max-w-none')}>{nameOf(look, row.playerId)}</TableHead>
                <TableCell numeric className="text-muted-foreground">{thruLabel(row.holesPlayed)}</TableCell>
                <TableCell numeric className={cn(phoneHidden(ranked !== 'net'), ranked === 'net' && 'font-semibold')}>{row.netPoints}</TableCell>
                <TableCell numeric className={cn(phoneHidden(ranked !== 'gross'), ranked === 'gross' && 'font-semibold')}>{row.grossPoints}</TableCell>
                {paid && <TableCell numeric>{money(row.payoutCents)}</TableCell>}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </div>
  );
}

export function StrokePanel({ score, pars, payouts, look }: PanelProps) {
  const [basis, setBasis] = useState<StablefordBasis>('net');
  const ranked = look.tv ? 'net' : basis;
  const rows = visibleRows(look, strokeRows(score, pars, ranked, payouts));
  const paid = score.games.some((game) => game.code === 'STROKE_PLAY');
  return (
    <div className="flex flex-col gap-3">
      {!look.tv && <BasisToggle basis={basis} onChange={setBasis} label="Rank stroke play by" />}
      {paid && !look.isFinal && <p className="text-sm text-muted-foreground">Only complete cards are paid in stroke play.</p>}
      {rows.length === 0 ? (
        <Empty />
      ) : (
        <Table aria-label={`Stroke play, ranked by ${ranked} score to par`} className={tableClass(look)}>
          <TableHeader>
            <TableRow>
              <TableHead scope="col" className="w-8 text-center">#</TableHead>
              <TableHead scope="col">Player</TableHead>
              <TableHead scope="col" numeric>Thru</TableHead>
              <TableHead scope="col" numeric className={phoneHidden(ranked !== 'gross')}>Gross</TableHead>
              <TableHead scope="col" numeric className={phoneHidden(ranked !== 'net')}>Net</TableHead>
              {paid && <TableHead scope="col" numeric>{moneyHeading(look)}</TableHead>}
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((row) => {
              const played = row.holesPlayed > 0;
              return (
                <TableRow key={row.playerId} data-testid="board-stroke-row">
                  <TableCell className="text-center font-semibold">{row.rank ?? '—'}</TableCell>
                  <TableHead scope="row" className={nameCellClass(look, 'max-w-[7.5rem] truncate font-medium sm:max-w-none')}>{nameOf(look, row.playerId)}</TableHead>
                  <TableCell numeric className="text-muted-foreground">{thruLabel(row.holesPlayed)}</TableCell>
                  <TableCell numeric className={cn(phoneHidden(ranked !== 'gross'), ranked === 'gross' && 'font-semibold')}>
                    {played ? `${row.gross} (${formatToPar(row.grossToPar)})` : '—'}
                  </TableCell>
                  <TableCell numeric className={cn(phoneHidden(ranked !== 'net'), ranked === 'net' && 'font-semibold')}>
                    {played ? `${row.net} (${formatToPar(row.netToPar)})` : '—'}
                  </TableCell>
                  {paid && <TableCell numeric>{money(row.payoutCents)}</TableCell>}
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      )}
    </div>
  );
}

const GAME_SHORT: Record<GameCode, string> = {
  STB_V2: 'Stableford',
  SKINS_GROSS: 'Skins gross',
  SKINS_NET: 'Skins net',
  NASSAU: 'Nassau',
  STROKE_PLAY: 'Stroke',
  MATCH_PLAY: 'Match play',
  FOUR_BALL: 'Four-ball',
  TEAM_NASSAU: '2-man Nassau',
};

/**
 * Each player's money per game and in total: the engine's payouts if the round ended now (provisional),
 * or the stored results once the match is final.
 */
export function MoneyPanel({ playerIds, games, payouts, look }: { playerIds: readonly string[]; games: readonly GameCode[]; payouts: readonly Payout[]; look: BoardLook }) {
  const all = moneyRows(playerIds, payouts);
  const rows = visibleRows(look, all);
  const total = (code?: GameCode) => all.reduce((sum, row) => sum + (code ? (row.byGame[code] ?? 0) : row.totalCents), 0);
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-muted-foreground">
        {look.isFinal
          ? 'Final: the payouts stored when the match was finalized.'
          : 'Provisional: what each player would win if the round ended now. It changes with every score; only finalizing the match makes it final.'}
      </p>
      {rows.length === 0 ? (
        <Empty />
      ) : (
        <Table aria-label={look.isFinal ? 'Money won' : 'Provisional money if the round ended now'} className={tableClass(look)}>
          <TableHeader>
            <TableRow>
              <TableHead scope="col">Player</TableHead>
              <TableHead scope="col" numeric>{look.isFinal ? 'Total won' : 'Total (provisional)'}</TableHead>
              {games.map((code) => (
                <TableHead key={code} scope="col" numeric>{GAME_SHORT[code]}</TableHead>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.playerId} data-testid="board-money-row">
                <TableHead scope="row" className={nameCellClass(look, 'max-w-[7.5rem] truncate font-medium sm:max-w-none')}>{nameOf(look, row.playerId)}</TableHead>
                <TableCell numeric className="font-semibold" data-testid="board-money-total">{formatCents(row.totalCents)}</TableCell>
                {games.map((code) => (
                  <TableCell key={code} numeric>{money(row.byGame[code] ?? null)}</TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
          {!look.tv && !look.shown && (
            <TableFooter>
              <TableRow>
                <TableHead scope="row">All players</TableHead>
                <TableCell numeric>{formatCents(total())}</TableCell>
                {games.map((code) => (
                  <TableCell key={code} numeric>{formatCents(total(code))}</TableCell>
                ))}
              </TableRow>
            </TableFooter>
          )}
        </Table>
      )}
    </div>
  );
}
