import { ListChecks, Users, Wallet } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatCents } from '@/domain/money';
import { formatIndex } from '@/lib/format';
import { hasAmounts } from '@/api/matches/entry-balances';
import { useGuestIds } from '@/api/players/get-guest-ids';
import { isMatchOver, type MatchPageDetail, type MatchEntry } from '@/api/matches/get-match-detail';
import { AddPlayerDialog } from './add-player-dialog';
import { CapacityBadge } from './capacity-badge';
import { GuestBadge } from './guest-badge';
import { EntryGamesDialog } from './entry-games-dialog';
import { PaymentStatusBadge } from './payment-status-badge';
import { RemoveEntryButton } from './remove-entry-button';

type Props = {
  detail: MatchPageDetail;
  /** Admin: open the Record Payment dialog for this entry. */
  onRecordPayment: (entry: MatchEntry) => void;
};

/** Entries tab: who is in, what they owe and have paid (server figures); admins add, remove, edit games, take payments. */
export function EntriesPanel({ detail, onRecordPayment }: Props) {
  const { match, entries, games } = detail;
  const admin = detail.is_admin;
  const [editing, setEditing] = useState<MatchEntry | null>(null);
  const enabledGames = games.filter((game) => game.enabled);
  const gameNames = (entry: MatchEntry) =>
    enabledGames.filter((game) => game.pot_calc !== 'PER_ENTRY' || entry.opted_in_game_ids.includes(game.id)).map((game) => game.name);
  const full = detail.seats_left !== null && detail.seats_left <= 0;
  // A called-off match takes no payments and no entries (the server refuses them too): neither is offered.
  const cancelled = match.cancelled_at !== null;
  const guestIds = useGuestIds(entries.map((entry) => entry.player_id)).data ?? [];
  // Team games (issue #19): each entrant in a team shows their partner.
  const partnerOf = (entry: MatchEntry) => entries.find((other) => other.team_id && other.team_id === entry.team_id && other.id !== entry.id)?.name;
  const details = (entry: MatchEntry) => {
    const partner = partnerOf(entry);
    return [entry.nickname ? `"${entry.nickname}"` : null, formatIndex(entry.league_index), partner ? `Partner: ${partner}` : null, admin ? entry.email : null]
      .filter(Boolean)
      .join(' · ');
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Entries</CardTitle>
        <CardDescription>
          {entries.length === 1 ? '1 player entered' : `${entries.length} players entered`}
        </CardDescription>
        {!isMatchOver(match) && (
          <CardAction className="flex items-center gap-2">
            <CapacityBadge seatsLeft={detail.seats_left} />
          </CardAction>
        )}
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-4">
        {admin && !isMatchOver(match) && (
          <div className="flex justify-end">
            <AddPlayerDialog matchId={match.id} enteredPlayerIds={entries.map((entry) => entry.player_id)} games={games} disabled={full} />
          </div>
        )}
        {entries.length === 0 ? (
          <EmptyState icon={Users} title="No players entered yet." description={admin ? 'Add players or send invitations.' : undefined} />
        ) : (
          <>
            <ul className="grid grid-cols-1 gap-3 md:hidden" aria-label="Entries">
              {entries.map((entry) => {
                const names = gameNames(entry);
                return (
                  <li key={entry.id} className="grid grid-cols-1 gap-3 rounded-lg border p-3">
                    <div className="flex items-start justify-between gap-3">
                      <div className="min-w-0">
                        <div className="font-medium">
                          {entry.name} {guestIds.includes(entry.player_id) && <GuestBadge />}
                        </div>
                        <div className="truncate text-xs text-muted-foreground">{details(entry)}</div>
                      </div>
                      <PaymentStatusBadge status={entry.status} />
                    </div>
                    <p className="text-sm text-muted-foreground">{names.length === 0 ? 'No games' : names.join(', ')}</p>
                    {hasAmounts(entry) && (
                      <dl className="grid grid-cols-3 gap-2 text-sm">
                        <div>
                          <dt className="text-xs text-muted-foreground">Due</dt>
                          <dd className="num">{formatCents(entry.due_cents)}</dd>
                        </div>
                        <div>
                          <dt className="text-xs text-muted-foreground">Paid</dt>
                          <dd className="num">{formatCents(entry.paid_cents)}</dd>
                        </div>
                        <div>
                          <dt className="text-xs text-muted-foreground">Balance</dt>
                          <dd className={entry.balance_cents > 0 ? 'num font-semibold' : 'num text-muted-foreground'}>{formatCents(entry.balance_cents)}</dd>
                        </div>
                      </dl>
                    )}
                    {admin && (
                      <div className="flex items-center gap-2">
                        {!cancelled && (
                          <Button variant="outline" className="flex-1" onClick={() => onRecordPayment(entry)} aria-label={`Record payment for ${entry.name}`}>
                            <Wallet aria-hidden /> Record Payment
                          </Button>
                        )}
                        <Button
                          variant="ghost"
                          size="icon"
                          onClick={() => setEditing(entry)}
                          disabled={match.is_final}
                          aria-label={`Edit games for ${entry.name}`}
                        >
                          <ListChecks aria-hidden />
                        </Button>
                        <RemoveEntryButton matchId={match.id} entryId={entry.id} name={entry.name} disabled={match.is_final} />
                      </div>
                    )}
                  </li>
                );
              })}
            </ul>
            <div className="hidden md:block">
              <Table aria-label="Entries">
                <TableHeader>
                  <TableRow>
                    <TableHead>Player</TableHead>
                    <TableHead>Status</TableHead>
                    <TableHead>Games</TableHead>
                    <TableHead numeric>Due</TableHead>
                    <TableHead numeric>Paid</TableHead>
                    <TableHead numeric>Balance</TableHead>
                    {admin && <TableHead className="text-right">Actions</TableHead>}
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {entries.map((entry) => {
                    const names = gameNames(entry);
                    return (
                      <TableRow key={entry.id}>
                        <TableCell>
                          <div className="font-medium">
                          {entry.name} {guestIds.includes(entry.player_id) && <GuestBadge />}
                        </div>
                          <div className="text-xs text-muted-foreground">{details(entry)}</div>
                        </TableCell>
                        <TableCell>
                          <PaymentStatusBadge status={entry.status} />
                        </TableCell>
                        <TableCell className="max-w-56 truncate text-muted-foreground" title={names.join(', ')}>
                          {names.length === 0 ? 'None' : names.join(', ')}
                        </TableCell>
                        {hasAmounts(entry) ? (
                          <>
                            <TableCell numeric>{formatCents(entry.due_cents)}</TableCell>
                            <TableCell numeric>{formatCents(entry.paid_cents)}</TableCell>
                            <TableCell numeric className={entry.balance_cents > 0 ? 'font-semibold' : 'text-muted-foreground'}>
                              {formatCents(entry.balance_cents)}
                            </TableCell>
                          </>
                        ) : (
                          <TableCell colSpan={3} className="text-right text-xs text-muted-foreground">
                            Amounts are private
                          </TableCell>
                        )}
                        {admin && (
                          <TableCell>
                            <div className="flex items-center justify-end gap-1">
                              {!cancelled && (
                                <Button size="sm" variant="outline" onClick={() => onRecordPayment(entry)} aria-label={`Record payment for ${entry.name}`}>
                                  <Wallet aria-hidden /> Record Payment
                                </Button>
                              )}
                              <Button
                                size="sm"
                                variant="ghost"
                                onClick={() => setEditing(entry)}
                                disabled={match.is_final}
                                aria-label={`Edit games for ${entry.name}`}
                              >
                                <ListChecks aria-hidden /> Games
                              </Button>
                              <RemoveEntryButton matchId={match.id} entryId={entry.id} name={entry.name} disabled={match.is_final} />
                            </div>
                          </TableCell>
                        )}
                      </TableRow>
                    );
                  })}
                </TableBody>
              </Table>
            </div>
          </>
        )}
      </CardContent>
      {admin && <EntryGamesDialog matchId={match.id} games={games} entry={editing} onOpenChange={(open) => !open && setEditing(null)} />}
    </Card>
  );
}
