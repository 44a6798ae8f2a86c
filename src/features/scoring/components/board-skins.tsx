import { useMemo } from 'react';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { holeRange, plural } from '@/domain/format';
import { formatCents } from '@/domain/money';
import { cn } from '@/lib/utils';
import { shortNames, type SkinsBoard, type SkinsHoleView } from '../lib/board-model';
import { moneyHeading, nameCellClass, nameOf, tableClass, visibleRows, type BoardLook } from './board-context';


function holeResult(hole: SkinsHoleView, short: ReadonlyMap<string, string>): string {
  // Players who could still tie it have not played it: a lead, not a skin.
  if (hole.pending && hole.winnerId) return `${short.get(hole.winnerId) ?? 'Unknown player'} leads`;
  if (hole.outcome === 'won' && hole.winnerId) return short.get(hole.winnerId) ?? 'Unknown player';
  if (hole.outcome === 'tied') return 'Tied';
  return '—';
}

/** The carry-over pot in words. */
function carryText(board: SkinsBoard): string {
  const { skins, fromHoles, intoHole } = board.carry;
  if (skins === 0) return 'No carry-over: the last hole played was won outright.';
  const tied = `${holeRange(fromHoles)} tied`;
  if (intoHole === null) return `${plural(skins, 'skin')} tied after the last hole (${tied}): not awarded.`;
  return `Carry-over pot: ${plural(skins, 'skin')} riding on hole ${intoHole} (${tied}).`;
}

/** Skins: who won which hole (with the carries it collected), the current carry, and each player's skins. */
export function SkinsPanel({ board, look }: { board: SkinsBoard; look: BoardLook }) {
  // Under the hole grid the TV has room for the top skins winners only.
  const players = look.tv ? board.players.filter((row) => row.skinsWon > 0).slice(0, look.tvRows - 6) : visibleRows(look, board.players);
  const basis = board.basis === 'gross' ? 'Gross' : 'Net';
  const short = useMemo(() => shortNames(look.names), [look.names]);
  return (
    <div className="flex flex-col gap-3">
      <dl className={cn('grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:flex sm:flex-wrap sm:gap-x-8', look.tv && 'text-xl xl:text-2xl 2xl:text-3xl [&>div]:flex [&>div]:items-baseline [&>div]:gap-2')}>
        <div>
          <dt className="text-muted-foreground">Pot</dt>
          <dd className="font-semibold tabular-nums">{formatCents(board.potCents)}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">{look.isFinal ? 'A skin' : 'A skin if it ended now'}</dt>
          <dd className="font-semibold tabular-nums">{board.centsPerSkin > 0 ? formatCents(board.centsPerSkin) : '—'}</dd>
        </div>
        <div className="col-span-2 sm:col-auto">
          <dt className="text-muted-foreground">Carry-over</dt>
          <dd className="font-semibold" data-testid="skins-carry">{carryText(board)}</dd>
        </div>
      </dl>

      <Table aria-label={`${basis} skins by hole`} className={cn(tableClass(look), 'text-center', look.tv && 'table-fixed')}>
        <TableHeader>
          <TableRow>
            <TableHead scope="col" className={cn('sticky left-0 bg-background text-left', look.tv && 'w-40')}>Hole</TableHead>
            {board.holes.map((hole) => (
              <TableHead key={hole.hole} scope="col" className="px-1.5 text-center">{hole.hole}</TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          <TableRow>
            <TableHead scope="row" className="sticky left-0 bg-background text-left">Won by</TableHead>
            {board.holes.map((hole) => (
              <TableCell
                key={hole.hole}
                data-testid={`skins-hole-${hole.hole}`}
                className={cn('max-w-[6rem] px-1.5 text-xs leading-tight whitespace-normal', look.tv && 'max-w-none truncate text-base whitespace-nowrap 2xl:text-xl', hole.outcome === 'won' && !hole.pending && 'font-semibold text-foreground', (hole.outcome !== 'won' || hole.pending) && 'text-muted-foreground')}
                title={
                  hole.pending && hole.winnerId
                    ? `${nameOf(look, hole.winnerId)} leads; ${hole.fieldSize - hole.scored} still to play this hole`
                    : hole.outcome === 'tied'
                    ? `Tied at ${hole.lowScore}: ${hole.tiedPlayerIds.map((id) => nameOf(look, id)).join(', ')}`
                    : hole.winnerId
                      ? nameOf(look, hole.winnerId)
                      : undefined
                }
              >
                {holeResult(hole, short)}
              </TableCell>
            ))}
          </TableRow>
          <TableRow>
            <TableHead scope="row" className="sticky left-0 bg-background text-left">At stake</TableHead>
            {board.holes.map((hole) => (
              <TableCell key={hole.hole} className="px-1.5">{hole.outcome === 'no scores' ? '—' : hole.skinsAtStake}</TableCell>
            ))}
          </TableRow>
          <TableRow>
            <TableHead scope="row" className="sticky left-0 bg-background text-left">Low</TableHead>
            {board.holes.map((hole) => (
              <TableCell key={hole.hole} className="px-1.5">{hole.lowScore ?? '—'}</TableCell>
            ))}
          </TableRow>
          {!look.isFinal && (
            <TableRow>
              <TableHead scope="row" className="sticky left-0 bg-background text-left">Scored</TableHead>
              {board.holes.map((hole) => (
                <TableCell key={hole.hole} className={cn('px-1.5 text-xs text-muted-foreground', look.tv && 'text-base 2xl:text-lg')}>
                  <span className="sr-only">{`${hole.scored} of ${hole.fieldSize} players`}</span>
                  <span aria-hidden="true">{`${hole.scored}/${hole.fieldSize}`}</span>
                </TableCell>
              ))}
            </TableRow>
          )}
        </TableBody>
      </Table>

      {players.length > 0 && (
        <Table aria-label={`${basis} skins won per player`} className={tableClass(look)}>
          <TableHeader>
            <TableRow>
              <TableHead scope="col">Player</TableHead>
              <TableHead scope="col" numeric>Skins</TableHead>
              <TableHead scope="col" numeric>{moneyHeading(look)}</TableHead>
              <TableHead scope="col">Holes won</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {players.map((row) => (
              <TableRow key={row.playerId} data-testid="board-skins-row">
                <TableHead scope="row" className={nameCellClass(look, 'max-w-[7.5rem] truncate font-medium sm:max-w-none')}>{nameOf(look, row.playerId)}</TableHead>
                <TableCell numeric className="font-semibold">{row.skinsWon}</TableCell>
                <TableCell numeric>{formatCents(row.payoutCents)}</TableCell>
                <TableCell className="text-muted-foreground">{row.holesWon.length > 0 ? row.holesWon.join(', ') : '—'}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </div>
  );
}
