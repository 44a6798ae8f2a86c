import { zodResolver } from '@hookform/resolvers/zod';
import { Ban, Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Form, FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { inviteSchema, useCreateInvitations, type InviteValues } from '../api/create-invitations';
import { useClubTimezone } from '@/api/settings/get-admin-settings';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { BROWSE_LIMIT, SEARCH_LIMIT, useInvitablePlayers } from '../api/get-invitable-players';
import { useMatchInvitations } from '../api/get-match-invitations';
import { defaultRsvpDeadline, matchStartInstant, rsvpDeadlineInstant } from '../lib/rsvp-deadline';
import { LoadError } from '@/components/load-error';
import { activeLeagues, useLeagues } from '@/api/leagues/get-leagues';
import { useLeagueMembers, type LeagueMembers } from '@/api/leagues/get-league-members';
import type { InvitablePlayer } from '../api/get-invitable-players';

/** A league's active members with an address, as the picker lists club players (searched here: one answer). */
function leagueMembersMatching(members: LeagueMembers, term: string): InvitablePlayer[] {
  const needle = term.toLowerCase();
  return members.members
    .filter((member) => member.status === 'ACTIVE' && member.email)
    .filter((member) => !needle || member.name.toLowerCase().includes(needle) || member.email.toLowerCase().includes(needle))
    .map((member) => ({ id: member.player_id, name: member.name, nickname: null, email: member.email }));
}

type Props = {
  matchId: string;
  /** The match's league: in a club of several leagues the picker starts from its players. */
  leagueId?: string;
  matchDate: string;
  /** 'HH:MM' in the club's zone: once the match has started it takes no invitations. */
  matchStartTime?: string;
  /** Players already in the match: shown, but not offered. */
  enteredPlayerIds: string[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

const defaults = (matchDate: string, matchStartTime: string | undefined, timeZone: string): InviteValues => {
  const deadline = defaultRsvpDeadline(matchDate, matchStartTime, timeZone);
  return { playerIds: [], deadlineDate: deadline.date, deadlineTime: deadline.time, includeIcs: true, message: '' };
};

/** Admin: e-mail invite links to ACTIVE players with an address; pending invitees are skipped. */
export function InvitePlayersDialog({ matchId, leagueId, matchDate, matchStartTime, enteredPlayerIds, open, onOpenChange }: Props) {
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search.trim(), 250);
  // DESIGN rule 25: a league's match invites its own players first; the whole club is a switch away.
  const leagues = activeLeagues(useLeagues().data);
  const league = leagues.length > 1 ? leagues.find((candidate) => candidate.id === leagueId) : undefined;
  const [wholeClub, setWholeClub] = useState(false);
  const leagueOnly = league !== undefined && !wholeClub;
  const clubPlayers = useInvitablePlayers({ search: term, limit: term ? SEARCH_LIMIT : BROWSE_LIMIT }, open && !leagueOnly);
  const leaguePlayers = useLeagueMembers(league?.id ?? '', open && leagueOnly);
  const players = leagueOnly ? leaguePlayers : clubPlayers;
  const listed = leagueOnly
    ? leaguePlayers.data && { players: leagueMembersMatching(leaguePlayers.data, term), total: 0 }
    : clubPlayers.data;
  const invitations = useMatchInvitations(matchId);
  const timezone = useClubTimezone(open);
  const create = useCreateInvitations();
  const zone = timezone.data ?? 'America/New_York';
  const form = useForm<InviteValues>({ resolver: zodResolver(inviteSchema), defaultValues: defaults(matchDate, matchStartTime, zone) });
  // A match that has started takes no invitations (the server refuses them too).
  // The clock as the dialog was last opened.
  const [openedAt, setOpenedAt] = useState(() => Date.now());
  const started = matchStartTime !== undefined && matchStartInstant(matchDate, matchStartTime, zone).getTime() <= openedAt;
  const selected = useWatch({ control: form.control, name: 'playerIds' });
  // Read during render so the form state proxy keeps it current.
  const submitted = form.formState.isSubmitted;

  useEffect(() => {
    if (open) {
      form.reset(defaults(matchDate, matchStartTime, zone));
      setSearch('');
      setWholeClub(false);
      setOpenedAt(Date.now());
    }
  }, [open, matchDate, matchStartTime, zone, form]);

  const pendingIds = new Set((invitations.data ?? []).filter((invite) => invite.status === 'PENDING').map((invite) => invite.player_id));
  const entered = new Set(enteredPlayerIds);
  // The server searches (name, nickname, e-mail, GHIN); picked players stay picked when the search changes.
  // While the answer for what was just typed is on its way, the previous answer is narrowed here, so the list
  // never shows players the new search excludes.
  const typed = search.trim().toLowerCase();
  const stale = (!leagueOnly && clubPlayers.isPlaceholderData) || typed !== term.toLowerCase();
  const answer = listed?.players ?? [];
  const visible =
    stale && typed
      ? answer.filter((player) => [player.name, player.nickname, player.email].some((field) => field?.toLowerCase().includes(typed)))
      : answer;
  const more = !leagueOnly && !stale && (listed?.total ?? 0) > visible.length;
  const selectable = visible.filter((player) => !pendingIds.has(player.id) && !entered.has(player.id));

  const toggle = (playerId: string, on: boolean) => {
    const next = on ? [...new Set([...selected, playerId])] : selected.filter((id) => id !== playerId);
    form.setValue('playerIds', next, { shouldValidate: submitted });
  };

  const submit = form.handleSubmit(
    (values) => {
      create.mutate(
        {
          matchId,
          playerIds: values.playerIds.filter((id) => !pendingIds.has(id)),
          message: values.message.trim() === '' ? null : values.message.trim(),
          expiresAt: rsvpDeadlineInstant(values.deadlineDate, values.deadlineTime, zone),
          includeIcs: values.includeIcs,
        },
        {
          onSuccess: (count) => {
            toast.success(count === 1 ? '1 invitation sent' : `${count} invitations sent`);
            onOpenChange(false);
          },
        },
      );
    },
    (errors) => {
      if (errors.playerIds) toast.error('No Players Selected', { description: 'Pick at least one player to invite.' });
    },
  );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-xl">
        <Form {...form}>
          <form onSubmit={submit} noValidate className="grid gap-4">
            <DialogHeader>
              <DialogTitle>Invite Players</DialogTitle>
              <DialogDescription>Active players with an e-mail address. Players with a pending invitation are skipped.</DialogDescription>
            </DialogHeader>
            {started && (
              <Alert variant="destructive">
                <Ban aria-hidden />
                <AlertTitle>This match has started: invitations can no longer be sent.</AlertTitle>
                <AlertDescription>To enter a late player, use Add Player.</AlertDescription>
              </Alert>
            )}

            <FormField
              control={form.control}
              name="playerIds"
              render={() => (
                <FormItem>
                  <div className="flex items-center justify-between gap-2">
                    <FormLabel>Players</FormLabel>
                    <span className="num text-xs text-muted-foreground">{selected.length} selected</span>
                  </div>
                  <div className="relative">
                    <Search className="absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
                    <Input
                      aria-label="Search players"
                      placeholder="Search by name, nickname or e-mail..."
                      className="pl-9"
                      value={search}
                      onChange={(event) => setSearch(event.target.value)}
                    />
                  </div>
                  {league && (
                    <label className="flex min-h-11 items-center gap-3 text-sm md:min-h-9">
                      <Checkbox checked={!wholeClub} onCheckedChange={(checked) => setWholeClub(checked !== true)} />
                      Only players of {league.name}
                    </label>
                  )}
                  {players.isPending ? (
                    <div className="grid gap-2">
                      <Skeleton className="h-11" />
                      <Skeleton className="h-11" />
                    </div>
                  ) : players.isError ? (
                    <LoadError title="Could not load players" error={players.error} onRetry={() => void players.refetch()} />
                  ) : visible.length === 0 ? (
                    <p className="py-4 text-center text-sm text-muted-foreground">
                      {term ? 'No players match your search.' : 'No active players with email addresses found'}
                    </p>
                  ) : (
                    <>
                      <div className="flex gap-2">
                        <Button
                          type="button"
                          variant="ghost"
                          size="sm"
                          disabled={selectable.length === 0}
                          onClick={() =>
                            form.setValue('playerIds', [...new Set([...selected, ...selectable.map((player) => player.id)])], {
                              shouldValidate: submitted,
                            })
                          }
                        >
                          Select all
                        </Button>
                        <Button
                          type="button"
                          variant="ghost"
                          size="sm"
                          disabled={selected.length === 0}
                          onClick={() => form.setValue('playerIds', [])}
                        >
                          Clear
                        </Button>
                      </div>
                      <ul className="grid max-h-64 gap-1 overflow-y-auto rounded-md border p-1" aria-label="Players to invite">
                        {visible.map((player) => {
                          const invited = pendingIds.has(player.id);
                          const inMatch = entered.has(player.id);
                          const id = `invite-player-${player.id}`;
                          return (
                            <li key={player.id} className="flex min-h-11 items-center gap-3 rounded px-2 hover:bg-muted/50">
                              <Checkbox
                                id={id}
                                checked={invited || selected.includes(player.id)}
                                disabled={invited || inMatch}
                                onCheckedChange={(checked) => toggle(player.id, checked === true)}
                              />
                              <label htmlFor={id} className="min-w-0 flex-1 cursor-pointer py-1">
                                <span className="block truncate text-sm font-medium">
                                  {player.nickname ? `${player.name} "${player.nickname}"` : player.name}
                                </span>
                                <span className="block truncate text-xs text-muted-foreground">{player.email}</span>
                              </label>
                              {invited && <Badge variant="secondary">Already invited</Badge>}
                              {inMatch && !invited && <Badge variant="outline">Entered</Badge>}
                            </li>
                          );
                        })}
                      </ul>
                      {more && (
                        <p className="text-xs text-muted-foreground">Showing the first {visible.length}; type a name or e-mail to find others.</p>
                      )}
                    </>
                  )}
                  <FormMessage />
                </FormItem>
              )}
            />

            <div className="grid grid-cols-2 gap-3">
              <FormField
                control={form.control}
                name="deadlineDate"
                render={({ field }) => (
                  <FormItem>
                    <FormLabel>RSVP deadline date</FormLabel>
                    <FormControl>
                      <Input type="date" {...field} />
                    </FormControl>
                    <FormMessage />
                  </FormItem>
                )}
              />
              <FormField
                control={form.control}
                name="deadlineTime"
                render={({ field }) => (
                  <FormItem>
                    <FormLabel>RSVP deadline time</FormLabel>
                    <FormControl>
                      <Input type="time" {...field} />
                    </FormControl>
                    <FormMessage />
                  </FormItem>
                )}
              />
              <p className="col-span-2 -mt-1 text-xs text-muted-foreground">In the club time zone ({timezone.data ?? '…'}).</p>
            </div>

            <FormField
              control={form.control}
              name="includeIcs"
              render={({ field }) => (
                <FormItem className="flex items-center gap-3">
                  <FormControl>
                    <Checkbox checked={field.value} onCheckedChange={(checked) => field.onChange(checked === true)} />
                  </FormControl>
                  <FormLabel className="font-normal">Include calendar attachment</FormLabel>
                </FormItem>
              )}
            />

            <FormField
              control={form.control}
              name="message"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>Message from the organizer (optional)</FormLabel>
                  <FormControl>
                    <Textarea rows={3} placeholder="See you on the first tee!" {...field} />
                  </FormControl>
                  <FormDescription>Shown in the e-mail and on the invitation page.</FormDescription>
                  <FormMessage />
                </FormItem>
              )}
            />

            {/* Pinned to the dialog's bottom edge while the form scrolls, so Send stays inside the dialog on a short screen. */}
            <DialogFooter className="sticky -bottom-4 -mx-4 border-t bg-background px-4 py-3 sm:-bottom-6 sm:-mx-6 sm:px-6">
              <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
                Cancel
              </Button>
              <Button type="submit" variant="forest" disabled={create.isPending || started}>
                {create.isPending ? 'Sending...' : `Send Invitations${selected.length > 0 ? ` (${selected.length})` : ''}`}
              </Button>
            </DialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
