import { CheckIcon, SearchIcon, UserPlusIcon, XIcon } from 'lucide-react';
import { useDeferredValue, useMemo, useState } from 'react';
import { LoadError } from '@/components/load-error';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { useLeagueMembers, type LeagueMemberRow, type LeagueRole } from '@/api/leagues/get-league-members';
import type { LeagueOverview } from '../api/get-leagues-admin';
import { useSetLeagueMember } from '../api/league-mutations';

const ROLE_LABEL: Record<LeagueRole, string> = { REGULAR: 'Regular', SUB: 'Sub' };
const SEARCH_RESULTS = 8;

/** A league's requests to join (approve or decline), its members (regular or sub, remove) and Add Member. */
export function LeagueMembersCard({ league }: { league: LeagueOverview }) {
  const members = useLeagueMembers(league.id);
  const setMember = useSetLeagueMember();
  const [search, setSearch] = useState('');
  const needle = useDeferredValue(search.trim().toLowerCase());

  const rows = members.data?.members ?? [];
  const requests = rows.filter((row) => row.status === 'PENDING');
  const active = rows.filter((row) => row.status === 'ACTIVE');
  const found = useMemo(
    () =>
      needle === ''
        ? []
        : (members.data?.others ?? [])
            .filter((person) => person.name.toLowerCase().includes(needle) || person.email.toLowerCase().includes(needle))
            .slice(0, SEARCH_RESULTS),
    [members.data, needle],
  );

  const set = (row: Pick<LeagueMemberRow, 'player_id'>, status: LeagueMemberRow['status'], role: LeagueRole = 'REGULAR') =>
    setMember.mutate({ leagueId: league.id, playerId: row.player_id, status, role });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Members</CardTitle>
        <CardDescription>
          {active.length} playing in {league.name}
          {requests.length > 0 ? `, ${requests.length} asking to join` : ''}. Subs fill in when a regular cannot play.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        {members.isPending ? (
          <div className="grid gap-2" aria-busy="true" aria-label="Loading members">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-10 w-full" />
            ))}
          </div>
        ) : members.isError ? (
          <LoadError title="Could not load the members" error={members.error} onRetry={() => void members.refetch()} />
        ) : (
          <>
            {requests.length > 0 && (
              <section aria-labelledby="league-requests" className="grid gap-2">
                <h2 id="league-requests" className="text-sm font-semibold">
                  Asking to join
                </h2>
                <ul className="divide-y rounded-md border">
                  {requests.map((row) => (
                    <li key={row.player_id} className="flex flex-wrap items-center justify-between gap-2 p-3">
                      <PersonLabel row={row} />
                      <div className="flex gap-2">
                        {row.club_status === 'ACTIVE' ? (
                          <Button size="sm" onClick={() => set(row, 'ACTIVE')} aria-label={`Approve ${row.name}`}>
                            <CheckIcon aria-hidden="true" />
                            Approve
                          </Button>
                        ) : (
                          <Badge variant="warning">Waiting for club approval</Badge>
                        )}
                        <Button size="sm" variant="outline" onClick={() => set(row, 'INACTIVE')} aria-label={`Decline ${row.name}`}>
                          <XIcon aria-hidden="true" />
                          Decline
                        </Button>
                      </div>
                    </li>
                  ))}
                </ul>
              </section>
            )}

            <section aria-labelledby="league-add-member" className="grid gap-2">
              <h2 id="league-add-member" className="text-sm font-semibold">
                Add a member
              </h2>
              <div className="relative">
                <SearchIcon aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
                <Input
                  type="search"
                  aria-label="Find a club member to add"
                  placeholder="Name or e-mail of a club member…"
                  value={search}
                  onChange={(event) => setSearch(event.target.value)}
                  className="pl-9"
                />
              </div>
              {needle !== '' &&
                (found.length === 0 ? (
                  <p className="text-sm text-muted-foreground">No approved club member outside the league matches.</p>
                ) : (
                  <ul className="divide-y rounded-md border" aria-label="Club members to add">
                    {found.map((person) => (
                      <li key={person.player_id} className="flex flex-wrap items-center justify-between gap-2 p-2 pl-3">
                        <PersonLabel row={person} />
                        <div className="flex gap-2">
                          <Button size="sm" variant="outline" onClick={() => set(person, 'ACTIVE')} aria-label={`Add ${person.name}`}>
                            <UserPlusIcon aria-hidden="true" />
                            Add
                          </Button>
                          <Button size="sm" variant="ghost" onClick={() => set(person, 'ACTIVE', 'SUB')} aria-label={`Add ${person.name} as a sub`}>
                            As sub
                          </Button>
                        </div>
                      </li>
                    ))}
                  </ul>
                ))}
            </section>

            <section aria-labelledby="league-roster" className="grid gap-2">
              <h2 id="league-roster" className="text-sm font-semibold">
                Playing
              </h2>
              {active.length === 0 ? (
                <p className="text-sm text-muted-foreground">Nobody plays in this league yet: approve a request or add a member.</p>
              ) : (
                <ul className="max-h-[32rem] divide-y overflow-y-auto rounded-md border" aria-label={`Members of ${league.name}`}>
                  {active.map((row) => (
                    <li key={row.player_id} className="flex flex-wrap items-center justify-between gap-2 p-2 pl-3">
                      <PersonLabel row={row} />
                      <div className="flex items-center gap-2">
                        <Select value={row.role} onValueChange={(role) => set(row, 'ACTIVE', role as LeagueRole)}>
                          <SelectTrigger size="sm" className="w-28" aria-label={`Role of ${row.name}`}>
                            <SelectValue />
                          </SelectTrigger>
                          <SelectContent>
                            {(Object.keys(ROLE_LABEL) as LeagueRole[]).map((role) => (
                              <SelectItem key={role} value={role}>
                                {ROLE_LABEL[role]}
                              </SelectItem>
                            ))}
                          </SelectContent>
                        </Select>
                        <Button size="sm" variant="ghost" onClick={() => set(row, 'INACTIVE', row.role)} aria-label={`Remove ${row.name} from the league`}>
                          Remove
                        </Button>
                      </div>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          </>
        )}
      </CardContent>
    </Card>
  );
}

function PersonLabel({ row }: { row: { name: string; email: string } }) {
  return (
    <div className="min-w-0">
      <p className="truncate text-sm font-medium">{row.name}</p>
      <p className="truncate text-xs text-muted-foreground">{row.email}</p>
    </div>
  );
}
