import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Select, SelectContent, SelectGroup, SelectItem, SelectLabel, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import type { MatchDetail } from '@/api/matches/get-match-detail';
import type { TeeSheet } from '@/api/tee-sheet/get-tee-sheet';
import type { MatchScore } from '@/domain/types';
import { cn } from '@/lib/utils';
import {
  boardTabs,
  livePayouts,
  filterPlayerIds,
  nassauBoard,
  scoresEntered,
  sheetFlights,
  skinsBoard,
  type BoardFilter,
  type BoardTabId,
  type Payout,
} from '../lib/board-model';
import { fourBallBoard, matchPlayBoard, teamNassauBoard } from '../lib/team-board';
import type { MatchScoreState } from '../lib/use-match-score';
import { tvRows, type BoardLook } from './board-context';
import { NassauPanel } from './board-nassau';
import { MoneyPanel, StablefordPanel, StrokePanel } from './board-player-tables';
import { SkinsPanel } from './board-skins';
import { FourBallPanel, MatchPlayPanel, TeamNassauPanel } from './board-team-games';

/** The TV moves to the next game this often. */
export const TV_ROTATE_MS = 15_000;

export type BoardViewProps = {
  detail: MatchDetail;
  state: MatchScoreState;
  sheet: TeeSheet | null | undefined;
  tv: boolean;
  /** Shown above the games: the page's actions (share, TV mode) or the TV's title. */
  header?: ReactNode;
};

/** Stored results of a final match, as payouts. */
const storedPayouts = (detail: MatchDetail): Payout[] =>
  detail.results.map((result) => ({ playerId: result.player_id, gameCode: result.game_code, payoutCents: result.payout_cents }));

function filterValue(filter: BoardFilter): string {
  if (filter.kind === 'group') return `group:${filter.groupId}`;
  if (filter.kind === 'flight') return `flight:${filter.flight}`;
  return 'all';
}

/** The board's URL parameter for whom it shows (`?show=flight:A`, `?show=group:<id>`): a shared link or the TV keeps it. */
export const BOARD_SHOW_PARAM = 'show';

function parseFilter(value: string): BoardFilter {
  const [kind, rest = ''] = value.split(/:(.*)/s);
  if (kind === 'group') return { kind: 'group', groupId: rest };
  if (kind === 'flight') return { kind: 'flight', flight: rest };
  return { kind: 'all' };
}

const teeTime = (time: string | null) => (time ? time.slice(0, 5) : null);

/** "Group 2 · 08:10" or "Flight A"; null for everyone (or a group no longer on the sheet). */
function filterLabel(sheet: TeeSheet | null | undefined, filter: BoardFilter): string | null {
  if (filter.kind === 'flight') return `Flight ${filter.flight}`;
  if (filter.kind !== 'group') return null;
  const group = sheet?.groups.find((g) => g.id === filter.groupId);
  if (!group) return null;
  const start = teeTime(group.tee_time) ?? (group.start_hole ? `hole ${group.start_hole}` : null);
  return `Group ${group.number}${start ? ` · ${start}` : ''}`;
}

function GroupFilter({ sheet, filter, onChange }: { sheet: TeeSheet; filter: BoardFilter; onChange: (filter: BoardFilter) => void }) {
  const flights = sheetFlights(sheet);
  return (
    <div className="flex items-center gap-2">
      <label htmlFor="board-filter" className="text-sm text-muted-foreground">
        Show
      </label>
      <Select value={filterValue(filter)} onValueChange={(value) => onChange(parseFilter(value))}>
        <SelectTrigger id="board-filter" className="w-48" aria-label="Show players">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value="all">Everyone</SelectItem>
          <SelectGroup>
            <SelectLabel>Groups</SelectLabel>
            {sheet.groups.map((group) => (
              <SelectItem key={group.id} value={`group:${group.id}`}>
                {filterLabel(sheet, { kind: 'group', groupId: group.id })}
              </SelectItem>
            ))}
          </SelectGroup>
          {flights.length > 0 && (
            <SelectGroup>
              <SelectLabel>Flights</SelectLabel>
              {flights.map((flight) => (
                <SelectItem key={flight} value={`flight:${flight}`}>{`Flight ${flight}`}</SelectItem>
              ))}
            </SelectGroup>
          )}
        </SelectContent>
      </Select>
    </div>
  );
}

/** Announces new scores to screen readers, politely, only when the number of hole scores moves. */
function useUpdateAnnouncement(count: number | null): string {
  const [text, setText] = useState('');
  const last = useRef(count);
  useEffect(() => {
    if (count === null || last.current === count) return;
    if (last.current !== null) setText(`Board updated: ${count} hole scores in.`);
    last.current = count;
  }, [count]);
  return text;
}

/**
 * The live board of a match: a tab per game it plays (Stableford, skins, Nassau, team games, stroke play) and the
 * money, for everyone or one group or flight. On the TV it rotates through the games on its own.
 */
export function BoardView({ detail, state, sheet, tv, header }: BoardViewProps) {
  const score = state.status === 'ready' ? state.score : null;
  const announcement = useUpdateAnnouncement(score ? scoresEntered(score) : null);
  return (
    <section aria-label="Live board" className={cn('flex min-w-0 flex-col gap-4', tv && 'gap-6')}>
      {header}
      <p className="sr-only" aria-live="polite" aria-atomic="true">
        {announcement}
      </p>
      {state.status === 'loading' && (
        <div className="flex flex-col gap-2" aria-label="Loading the board">
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} className="h-9 w-full" />
          ))}
        </div>
      )}
      {state.status === 'problem' && (
        <Alert variant="warning">
          <AlertTitle>The board cannot be computed</AlertTitle>
          <AlertDescription>{state.problem}</AlertDescription>
        </Alert>
      )}
      {state.status === 'ready' && state.teamGamesLeftOut && (
        <Alert variant="warning">
          <AlertTitle>Team games are not on the board yet</AlertTitle>
          <AlertDescription>{`${state.teamGamesLeftOut}. The teams are formed on the tee sheet.`}</AlertDescription>
        </Alert>
      )}
      {score && score.players.length === 0 && <p className="py-6 text-center text-sm text-muted-foreground">No players have entered this match yet.</p>}
      {score && score.players.length > 0 && <BoardGames detail={detail} score={score} sheet={sheet} tv={tv} />}
    </section>
  );
}

function BoardGames({ detail, score, sheet, tv }: { detail: MatchDetail; score: MatchScore; sheet: TeeSheet | null | undefined; tv: boolean }) {
  const isFinal = detail.match.is_final;
  const [params, setParams] = useSearchParams();
  const filter = parseFilter(params.get(BOARD_SHOW_PARAM) ?? 'all');
  const setFilter = (next: BoardFilter) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next.kind === 'all') updated.delete(BOARD_SHOW_PARAM);
        else updated.set(BOARD_SHOW_PARAM, filterValue(next));
        return updated;
      },
      { replace: true },
    );
  const tabs = boardTabs(score);
  const [active, setActive] = useState<BoardTabId>('stableford');
  // The TV counts rotations rather than remembering a tab, so new scores (a new `tabs` array) never reset it.
  const [tick, setTick] = useState(0);
  useEffect(() => {
    if (!tv) return;
    const timer = window.setInterval(() => setTick((n) => n + 1), TV_ROTATE_MS);
    return () => window.clearInterval(timer);
  }, [tv]);
  const current = tv ? (tabs[tick % tabs.length]?.id ?? 'stableford') : tabs.some((tab) => tab.id === active) ? active : 'stableford';

  const names = useMemo(() => new Map(detail.entries.map((entry) => [entry.player_id, entry.name])), [detail.entries]);
  const look: BoardLook = { names, shown: filterPlayerIds(sheet, filter), tv, isFinal, tvRows: tvRows(window.innerHeight) };
  const pars = detail.teeset?.par_by_hole ?? [];
  // Live, the money agrees with the tabs: no skin paid while its hole can still be tied, Nassau to the named leaders.
  const payouts = isFinal ? storedPayouts(detail) : livePayouts(score, pars);

  const panel = (id: BoardTabId): ReactNode => {
    switch (id) {
      case 'stableford':
        return <StablefordPanel score={score} pars={pars} payouts={payouts} look={look} />;
      case 'stroke':
        return <StrokePanel score={score} pars={pars} payouts={payouts} look={look} />;
      case 'SKINS_GROSS':
      case 'SKINS_NET': {
        const board = skinsBoard(score, id, payouts, !isFinal);
        return board && <SkinsPanel board={board} look={look} />;
      }
      case 'NASSAU': {
        const parts = nassauBoard(score, pars, isFinal);
        return parts && <NassauPanel parts={parts} look={look} />;
      }
      case 'MATCH_PLAY': {
        const board = matchPlayBoard(score, names, payouts);
        return board && <MatchPlayPanel board={board} look={look} />;
      }
      case 'FOUR_BALL': {
        const board = fourBallBoard(score, pars, names, payouts);
        return board && <FourBallPanel board={board} look={look} />;
      }
      case 'TEAM_NASSAU': {
        const parts = teamNassauBoard(score, pars, names, isFinal);
        return parts && <TeamNassauPanel parts={parts} look={look} />;
      }
      case 'money':
        return <MoneyPanel playerIds={score.players.map((p) => p.id)} games={score.games.map((g) => g.code)} payouts={payouts} look={look} />;
    }
  };

  if (tv) {
    const tab = tabs.find((t) => t.id === current);
    const showing = filterLabel(sheet, filter);
    return (
      <div className="flex flex-col gap-4">
        {showing && <p className="text-2xl font-semibold 2xl:text-3xl">{showing}</p>}
        <ol className="flex flex-wrap gap-2 text-xl 2xl:text-2xl" aria-label="Games on this board">
          {tabs.map((t) => (
            <li
              key={t.id}
              aria-current={t.id === current ? 'true' : undefined}
              className={cn('rounded-md px-3 py-1', t.id === current ? 'bg-forest text-forest-foreground' : 'bg-muted text-muted-foreground')}
            >
              {t.label}
            </li>
          ))}
        </ol>
        <section aria-label={tab?.label} data-testid="board-tv-panel" data-tab={current}>
          {panel(current)}
        </section>
      </div>
    );
  }

  return (
    <Tabs value={current} onValueChange={(value) => setActive(value as BoardTabId)} className="min-w-0">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <TabsList aria-label="Games" className="h-auto flex-wrap md:h-auto">
          {tabs.map((tab) => (
            <TabsTrigger key={tab.id} value={tab.id}>
              {tab.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {sheet && sheet.groups.length > 0 && <GroupFilter sheet={sheet} filter={filter} onChange={setFilter} />}
      </div>
      {!isFinal && score.games.length > 0 && (
        <p className="text-xs text-muted-foreground">
          <Badge variant="warning" className="mr-1.5">
            Provisional
          </Badge>
          Money is what each player would win if the round ended now.
        </p>
      )}
      {tabs.map((tab) => (
        <TabsContent key={tab.id} value={tab.id} className="min-w-0 pt-1">
          {panel(tab.id)}
        </TabsContent>
      ))}
    </Tabs>
  );
}
