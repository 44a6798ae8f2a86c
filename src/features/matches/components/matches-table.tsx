import { CalendarDays } from 'lucide-react';
import { memo } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { MatchWhen, MatchWhenStacked } from '@/components/match-when';
import type { MatchListItem } from '@/api/matches/get-matches-list';
import { paths } from '@/lib/paths';
import { MD_UP, useMediaQuery } from '@/lib/use-media-query';
import { isMatchFull, plural } from '../lib/match-status';
import { FormatBadge, MatchStatusBadge, ratingSlopeText } from './match-badges';

/** 'Stableford v2, Skins (Gross) +1', or 'No games'. */
export function gamesSummary(games: MatchListItem['games']): string {
  const names = (games ?? []).filter((game) => game.enabled).map((game) => game.name);
  if (names.length === 0) return 'No games';
  const shown = names.slice(0, 2).join(', ');
  return names.length > 2 ? `${shown} +${names.length - 2}` : shown;
}

const entriesText = (count: number) => plural(count, 'entry', 'entries');

/**
 * The matches as a table (desktop) and cards (phone); rows open /matches/{id}. One layout for the screen (a
 * phone lays out the cards, not a hidden table too); both where the screen is unknown, CSS showing one.
 */
type TableProps = {
  matches: MatchListItem[];
  label: string;
  /** League names by id, to say whose match each is (a club of several leagues listing them all). */
  leagueNames?: Record<string, string>;
};

export const MatchesTable = memo(function MatchesTable({ matches, label, leagueNames }: TableProps) {
  const wide = useMediaQuery(MD_UP);
  return (
    <>
      {wide !== false && <MatchesTableWide matches={matches} label={label} leagueNames={leagueNames} />}
      {wide !== true && <MatchesCards matches={matches} label={label} leagueNames={leagueNames} />}
    </>
  );
});

function LeagueName({ match, leagueNames }: { match: MatchListItem; leagueNames?: Record<string, string> }) {
  const name = leagueNames && match.league_id ? leagueNames[match.league_id] : undefined;
  return name ? <div className="text-xs font-normal text-muted-foreground">{name}</div> : null;
}

function MatchesTableWide({ matches, label, leagueNames }: TableProps) {
  const navigate = useNavigate();
  return (
    // min-w-0: a grid item, so a table wider than the card scrolls inside it, not the page.
    <div className="hidden min-w-0 md:block">
      <Table aria-label={label}>
        <TableHeader>
          <TableRow>
            <TableHead>Match</TableHead>
            <TableHead>Date</TableHead>
            <TableHead>Course</TableHead>
            <TableHead>Format</TableHead>
            <TableHead>Games</TableHead>
            <TableHead numeric>Entries</TableHead>
            <TableHead>Status</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {matches.map((match) => (
            <TableRow key={match.id} className="cursor-pointer" onClick={() => navigate(paths.match(match.id))}>
              <TableCell className="min-w-40 font-medium whitespace-normal">
                <Link to={paths.match(match.id)} className="hover:underline" onClick={(event) => event.stopPropagation()}>
                  {match.name}
                </Link>
                <LeagueName match={match} leagueNames={leagueNames} />
              </TableCell>
              <TableCell className="num">
                <MatchWhenStacked date={match.date} startTime={match.start_time} withYear />
              </TableCell>
              <TableCell className="min-w-48 whitespace-normal">
                <div>{match.course_name ?? '—'}</div>
                <div className="num text-xs text-muted-foreground">{ratingSlopeText(match.course_rating, match.course_slope)}</div>
              </TableCell>
              <TableCell>
                <FormatBadge format={match.format} />
              </TableCell>
              <TableCell className="text-muted-foreground">{gamesSummary(match.games)}</TableCell>
              <TableCell numeric>{entriesText(match.entries_count)}</TableCell>
              <TableCell>
                <MatchStatusBadge match={match} full={isMatchFull(match)} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}

function MatchesCards({ matches, label, leagueNames }: TableProps) {
  return (
    <ul className="grid gap-3 md:hidden" aria-label={label}>
      {matches.map((match) => (
        <li key={match.id} className="[contain-intrinsic-size:auto_9.5rem] [content-visibility:auto]">
          <Link
            to={paths.match(match.id)}
            className="block rounded-lg border bg-card p-4 shadow-xs transition-colors hover:bg-accent/50 focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
          >
            <div className="flex items-start justify-between gap-3">
              <span className="min-w-0 font-medium break-words">
                {match.name}
                <LeagueName match={match} leagueNames={leagueNames} />
              </span>
              <MatchStatusBadge match={match} full={isMatchFull(match)} />
            </div>
            <div className="mt-1 flex items-center gap-1.5 text-sm text-muted-foreground">
              <CalendarDays className="size-3.5" aria-hidden />
              <MatchWhen className="num" date={match.date} startTime={match.start_time} withYear />
            </div>
            <div className="mt-2 text-sm">{match.course_name ?? '—'}</div>
            <div className="num text-xs text-muted-foreground">{ratingSlopeText(match.course_rating, match.course_slope)}</div>
            <div className="mt-3 flex flex-wrap items-center gap-2 text-sm">
              <FormatBadge format={match.format} />
              <span className="text-muted-foreground">{gamesSummary(match.games)}</span>
              <span className="num ml-auto font-medium">{entriesText(match.entries_count)}</span>
            </div>
          </Link>
        </li>
      ))}
    </ul>
  );
}
