import { Badge } from '@/components/ui/badge';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { ordinal } from '@/domain/format';
import { formatCents } from '@/domain/money';
import { cn } from '@/lib/utils';
import { formatToPar } from '../lib/board-model';
import { pointsNumber } from '../lib/explain-teams';
import type { FourBallRow, MatchBadge, MatchPlayBoard, MatchView, TeamNassauPartView } from '../lib/team-board';
import { moneyHeading, nameCellClass, tableClass, type BoardLook } from './board-context';

const BADGE_VARIANT: Record<MatchBadge, 'outline' | 'gold' | 'success' | 'secondary'> = {
  'Not started': 'outline',
  'In play': 'gold',
  Dormie: 'gold',
  Final: 'success',
  Halved: 'secondary',
};

const FORMAT_LABEL = {
  SINGLES_ROUND_ROBIN: 'Singles round robin',
  SINGLES_BRACKET: 'Singles bracket',
  PAIRS_ROUND_ROBIN: 'Pairs round robin',
  PAIRS_BRACKET: 'Pairs bracket',
} as const;

/** A side is on the board when the filter keeps any of its players. */
const sideShown = (look: BoardLook, playerIds: readonly string[]) => !look.shown || playerIds.some((id) => look.shown?.has(id));

const placeText = (place: number | null, tied: boolean) => (place === null ? '—' : `${tied ? 'T' : ''}${ordinal(place)}`);

function MatchCard({ match, look }: { match: MatchView; look: BoardLook }) {
  return (
    <li className="flex flex-col gap-1 rounded-lg border p-3" data-testid="match-play-match">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className={cn('min-w-0 font-medium', look.tv && 'text-xl 2xl:text-2xl')}>
          {match.roundLabel && <span className="text-muted-foreground">{match.roundLabel}: </span>}
          <span className={cn(match.leader === 0 && 'font-semibold')}>{match.sides[0].name}</span>
          <span className="text-muted-foreground"> v </span>
          <span className={cn(match.leader === 1 && 'font-semibold')}>{match.sides[1].name}</span>
        </p>
        <Badge variant={BADGE_VARIANT[match.badge]}>{match.badge}</Badge>
      </div>
      <p className={cn('text-sm tabular-nums', look.tv && 'text-xl 2xl:text-2xl')} data-testid="match-status">
        {match.status}
      </p>
    </li>
  );
}

/** Match play: the standings (points or bracket places) and every match's status. */
export function MatchPlayPanel({ board, look }: { board: MatchPlayBoard; look: BoardLook }) {
  const bracket = board.explanation.format.endsWith('BRACKET');
  const standings = board.standings.filter((s) => sideShown(look, s.playerIds));
  const matches = board.matches.filter((m) => sideShown(look, [...m.sides[0].playerIds, ...m.sides[1].playerIds]));
  const shownMatches = look.tv ? matches.slice(0, look.tvRows) : matches;
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted-foreground">
        {FORMAT_LABEL[board.explanation.format]} · net, strokes off the low in each match
      </p>
      <div className="grid gap-4 lg:grid-cols-2">
        <Table aria-label="Match play standings" className={tableClass(look)}>
          <TableHeader>
            <TableRow>
              <TableHead scope="col" className="w-10">Pos</TableHead>
              <TableHead scope="col">{board.explanation.format.startsWith('PAIRS') ? 'Team' : 'Player'}</TableHead>
              {bracket ? (
                <TableHead scope="col" numeric>Seed</TableHead>
              ) : (
                <>
                  <TableHead scope="col" numeric className="hidden sm:table-cell">W–H–L</TableHead>
                  <TableHead scope="col" numeric>Pts</TableHead>
                </>
              )}
              <TableHead scope="col" numeric>{moneyHeading(look)}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {standings.map((s) => (
              <TableRow key={s.sideId}>
                <TableCell className="font-semibold">{placeText(s.place, s.tied)}</TableCell>
                <TableHead scope="row" className={nameCellClass(look, 'w-full max-w-0 truncate font-medium')}>{s.name}</TableHead>
                {bracket ? (
                  <TableCell numeric>{s.seed ?? '—'}</TableCell>
                ) : (
                  <>
                    <TableCell numeric className="hidden text-muted-foreground sm:table-cell">{s.record}</TableCell>
                    <TableCell numeric className="font-semibold">{pointsNumber(s.points ?? 0)}</TableCell>
                  </>
                )}
                <TableCell numeric>{s.moneyCents > 0 ? formatCents(s.moneyCents) : '—'}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        <section aria-label="Matches" className="flex flex-col gap-2">
          <h3 className={cn('text-sm font-semibold', look.tv && 'text-2xl')}>Matches</h3>
          {shownMatches.length === 0 ? (
            <p className="text-sm text-muted-foreground">No matches to show.</p>
          ) : (
            <ul className="flex flex-col gap-2">
              {shownMatches.map((match) => (
                <MatchCard key={match.id} match={match} look={look} />
              ))}
            </ul>
          )}
        </section>
      </div>
    </div>
  );
}

/** Four-ball better ball: the teams by points (Stableford) or better-ball net to par (stroke). */
export function FourBallPanel({ board, look }: { board: { format: 'STABLEFORD' | 'STROKE'; rows: FourBallRow[] }; look: BoardLook }) {
  const stableford = board.format === 'STABLEFORD';
  const rows = board.rows.filter((r) => sideShown(look, r.playerIds));
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm text-muted-foreground">
        {stableford ? "Better ball Stableford: the higher of the partners' points on each hole" : "Better ball stroke play: the lower of the partners' nets on each hole"}
      </p>
      <Table aria-label="Four-ball team standings" className={tableClass(look)}>
        <TableHeader>
          <TableRow>
            <TableHead scope="col" className="w-10">Pos</TableHead>
            <TableHead scope="col">Team</TableHead>
            <TableHead scope="col" numeric>Thru</TableHead>
            <TableHead scope="col" numeric>{stableford ? 'Pts' : 'Net'}</TableHead>
            <TableHead scope="col" numeric>{moneyHeading(look)}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {(look.tv ? rows.slice(0, look.tvRows) : rows).map((row) => (
            <TableRow key={row.teamId}>
              <TableCell className="font-semibold">{placeText(row.place, row.tied)}</TableCell>
              <TableHead scope="row" className={nameCellClass(look, 'w-full max-w-0 truncate font-medium')}>{row.name}</TableHead>
              <TableCell numeric className="text-muted-foreground">{row.thru >= 18 ? 'F' : row.thru}</TableCell>
              <TableCell numeric className="font-semibold">{stableford ? row.score : row.thru === 0 ? '—' : formatToPar(row.score)}</TableCell>
              <TableCell numeric>{row.moneyCents > 0 ? formatCents(row.moneyCents) : '—'}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}

const PART_STATUS = { 'not started': 'Not started', 'in play': 'In play', decided: 'Decided' } as const;

function partLine(part: TeamNassauPartView): string {
  if (part.status === 'not started') return 'No team has started these holes yet.';
  // Many teams level at the top: their number, not a paragraph of names.
  const names = part.leaderNames.length > 2 ? `${part.leaderNames.length} teams` : part.leaderNames.join(' and ');
  const toPar = part.leadToPar === null ? '' : ` at ${formatToPar(part.leadToPar)}`;
  if (part.status === 'in play') return `${names} ${part.leaderNames.length > 1 ? 'lead' : 'leads'}${toPar}.`;
  if (part.leaderNames.length === 0) return 'No team completed these holes: not won.';
  return `Won by ${names}${toPar}.`;
}

/** Two-man Nassau: front 9, back 9 and overall, each team's better-ball net to par and holes thru. */
export function TeamNassauPanel({ parts, look }: { parts: readonly TeamNassauPartView[]; look: BoardLook }) {
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
      {parts.map((part) => {
        const rows = part.rows.filter((r) => sideShown(look, r.playerIds));
        const titleId = `team-nassau-${part.part}-title`;
        return (
          <section key={part.part} aria-labelledby={titleId} className="flex min-w-0 flex-col gap-2 rounded-lg border p-3" data-testid={`team-nassau-${part.part}`}>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h3 id={titleId} className={cn('font-semibold', look.tv ? 'text-2xl 2xl:text-3xl' : 'text-base')}>
                {part.label} <span className="font-normal text-muted-foreground">(holes {part.fromHole}–{part.toHole})</span>
              </h3>
              <Badge variant={part.status === 'decided' ? 'success' : part.status === 'in play' ? 'gold' : 'outline'}>{PART_STATUS[part.status]}</Badge>
            </div>
            <p className={cn('text-sm', look.tv && 'text-xl 2xl:text-2xl')} data-testid="team-nassau-status">
              {partLine(part)} <span className="text-muted-foreground">Part pot {formatCents(part.potCents)}.</span>
            </p>
            <Table aria-label={`Two-Man Nassau ${part.label}`} className={tableClass(look)}>
              <TableHeader>
                <TableRow>
                  <TableHead scope="col">Team</TableHead>
                  <TableHead scope="col" numeric>Thru</TableHead>
                  <TableHead scope="col" numeric>Net</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {rows.map((row) => (
                  <TableRow key={row.teamId} className={cn(row.leads && 'bg-gold/15')}>
                    <TableHead scope="row" className={nameCellClass(look, 'w-full max-w-0 truncate font-medium')}>{row.name}</TableHead>
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
