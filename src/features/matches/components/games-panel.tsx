import { Pencil, Trophy } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableFooter, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatCents } from '@/domain/money';
import { potCents } from '@/domain/pots';
import type { MatchPageDetail } from '@/api/matches/get-match-detail';
import { gameFormatLabel } from '@/api/game-catalog/game-formats';
import { POT_CALC_LABEL, POT_CALC_SHORT } from '../lib/pot-calc';

// The admin's form loads only when an admin edits the games.
const GamesEditor = lazy(() => import('./games-editor').then((module) => ({ default: module.GamesEditor })));

/** Games tab: each enabled game's buy-in, how its pot is funded and the pot so far; admins configure games. */
export function GamesPanel({ detail }: { detail: MatchPageDetail }) {
  const [editing, setEditing] = useState(false);
  const { match, entries } = detail;
  const enabled = detail.games.filter((game) => game.enabled);
  const rows = enabled.map((game) => {
    // The server's figure when it sends one; otherwise the same rule (DESIGN rule 4) from the entries.
    const server = detail.pots?.find((pot) => pot.match_game_id === game.id);
    const optedIn = entries.filter((entry) => entry.opted_in_game_ids.includes(game.id)).length;
    const players = server ? (game.pot_calc === 'PER_ENTRY' ? server.opted_in : server.entrants) : game.pot_calc === 'PER_ENTRY' ? optedIn : entries.length;
    return { game, players, pot: server?.pot_cents ?? potCents(game.buy_in, game.pot_calc, entries.length, optedIn) };
  });
  const total = rows.reduce((sum, row) => sum + row.pot, 0);

  return (
    <Card>
      <CardHeader>
        <CardTitle>Games</CardTitle>
        <CardDescription>
          {match.is_final && detail.is_admin ? 'The match is final: games are locked.' : 'Buy-ins and the pot so far for each game.'}
        </CardDescription>
        {detail.is_admin && !editing && (
          <CardAction>
            <Button variant="outline" size="sm" onClick={() => setEditing(true)} disabled={match.is_final}>
              <Pencil aria-hidden /> Edit Games
            </Button>
          </CardAction>
        )}
      </CardHeader>
      <CardContent>
        {editing ? (
          <Suspense fallback={<Skeleton className="h-48" />}>
            <GamesEditor detail={detail} onDone={() => setEditing(false)} />
          </Suspense>
        ) : rows.length === 0 ? (
          <EmptyState icon={Trophy} title="No games enabled for this match." />
        ) : (
          <>
            <ul className="grid grid-cols-1 gap-2 md:hidden" aria-label="Games">
              {rows.map(({ game, players, pot }) => (
                <li key={game.id} className="flex items-center justify-between gap-3 rounded-lg border p-3">
                  <div className="min-w-0">
                    <div className="font-medium">{gameName(game)}</div>
                    <div className="text-xs text-muted-foreground">
                      {POT_CALC_SHORT[game.pot_calc]} · <span className="num">{formatCents(game.buy_in)}</span> · {players}{' '}
                      {players === 1 ? 'player' : 'players'}
                    </div>
                  </div>
                  <div className="text-right">
                    <div className="text-xs text-muted-foreground">Pot so far</div>
                    <div className="num font-semibold">{formatCents(pot)}</div>
                  </div>
                </li>
              ))}
              <li className="flex items-center justify-between px-3 pt-1">
                <span className="font-medium">Total pot</span>
                <span className="num font-semibold text-gold-ink">{formatCents(total)}</span>
              </li>
            </ul>
            <div className="hidden md:block">
              <Table>
                <TableHeader>
                  <TableRow>
                    <TableHead>Game</TableHead>
                    <TableHead>Pot</TableHead>
                    <TableHead numeric>Buy-in</TableHead>
                    <TableHead numeric>Players</TableHead>
                    <TableHead numeric>Pot so far</TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {rows.map(({ game, players, pot }) => (
                    <TableRow key={game.id}>
                      <TableCell className="font-medium">{gameName(game)}</TableCell>
                      <TableCell>
                        <Badge variant="outline" title={POT_CALC_LABEL[game.pot_calc]}>
                          {POT_CALC_SHORT[game.pot_calc]}
                        </Badge>
                      </TableCell>
                      <TableCell numeric>{formatCents(game.buy_in)}</TableCell>
                      <TableCell numeric>{players}</TableCell>
                      <TableCell numeric className="font-medium">
                        {formatCents(pot)}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
                <TableFooter>
                  <TableRow>
                    <TableCell colSpan={4}>Total pot</TableCell>
                    <TableCell numeric className="font-semibold text-gold-ink">
                      {formatCents(total)}
                    </TableCell>
                  </TableRow>
                </TableFooter>
              </Table>
            </div>
          </>
        )}
      </CardContent>
    </Card>
  );
}

/** 'Match Play · Pairs round robin': a game with a format says how it is played. */
function gameName(game: { name: string; game_code: string; format?: string | null }): string {
  const format = gameFormatLabel(game.game_code, game.format);
  return format ? `${game.name} · ${format}` : game.name;
}
