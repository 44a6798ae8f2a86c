import { Badge } from '@/components/ui/badge';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatCents } from '@/domain/money';
import { cn } from '@/lib/utils';
import { formatToPar, type NassauPartView } from '../lib/board-model';
import { nameCellClass, nameOf, tableClass, type BoardLook } from './board-context';


const STATUS_LABEL = { 'not started': 'Not started', 'in play': 'In play', decided: 'Decided' } as const;

function partStatus(part: NassauPartView, look: BoardLook): string {
  // Many players level at the top: their number, not a paragraph of names.
  const names = part.leaderIds.length > 3 ? `${part.leaderIds.length} players` : part.leaderIds.map((id) => nameOf(look, id)).join(' and ');
  const toPar = part.leadToPar === null ? '' : ` at ${formatToPar(part.leadToPar)}`;
  if (part.status === 'not started') return 'Nobody has started these holes yet.';
  if (part.status === 'in play') {
    const thrus = new Set(part.rows.filter((row) => part.leaderIds.includes(row.playerId)).map((row) => row.thru));
    const thru = thrus.size === 1 ? ` thru ${[...thrus][0]}` : '';
    return `${names} ${part.leaderIds.length > 1 ? 'lead' : 'leads'}${toPar}${thru}.`;
  }
  if (part.leaderIds.length === 0) return 'Nobody completed these holes: not won.';
  return `Won by ${names}${toPar}.`;
}

/** Front 9, back 9 and overall: each part's status, its leaders, and every player's net to par and holes thru. */
export function NassauPanel({ parts, look }: { parts: readonly NassauPartView[]; look: BoardLook }) {
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
      {parts.map((part) => {
        const shown = part.rows.filter((row) => !look.shown || look.shown.has(row.playerId));
        // Three parts side by side, each under its status: a few rows fewer than a full-width table.
        const rows = look.tv ? shown.slice(0, look.tvRows - 4) : shown;
        const titleId = `nassau-${part.part}-title`;
        return (
          <section key={part.part} aria-labelledby={titleId} className="flex min-w-0 flex-col gap-2 rounded-lg border p-3" data-testid={`nassau-${part.part}`}>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h3 id={titleId} className={cn('font-semibold', look.tv ? 'text-2xl 2xl:text-3xl' : 'text-base')}>
                {part.label} <span className="font-normal text-muted-foreground">(holes {part.fromHole}–{part.toHole})</span>
              </h3>
              <Badge variant={part.status === 'decided' ? 'success' : part.status === 'in play' ? 'gold' : 'outline'}>{STATUS_LABEL[part.status]}</Badge>
            </div>
            <p className={cn('text-sm', look.tv && 'text-xl 2xl:text-2xl')} data-testid="nassau-status">
              {partStatus(part, look)} <span className="text-muted-foreground">Part pot {formatCents(part.potCents)}.</span>
            </p>
            <Table aria-label={`Nassau ${part.label}`} className={tableClass(look)}>
              <TableHeader>
                <TableRow>
                  <TableHead scope="col">Player</TableHead>
                  <TableHead scope="col" numeric>Thru</TableHead>
                  <TableHead scope="col" numeric>Net</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {rows.map((row) => (
                  <TableRow key={row.playerId} className={cn(part.leaderIds.includes(row.playerId) && 'bg-gold/15')}>
                    <TableHead scope="row" className={nameCellClass(look, 'w-full max-w-0 truncate font-medium')}>{nameOf(look, row.playerId)}</TableHead>
                    <TableCell numeric className="text-muted-foreground">{row.complete ? 'F' : row.thru}</TableCell>
                    <TableCell numeric className="font-semibold">{row.netToPar === null ? '—' : formatToPar(row.netToPar)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </section>
        );
      })}
    </div>
  );
}
