import { AlertTriangle, Scale, Shuffle, Trash2, UsersRound } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from '@/lib/toast';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import type { TeeSheet } from '@/api/tee-sheet/get-tee-sheet';
import { useBuildTeams, type TeamBuildMethod } from '../api/build-teams';
import { useSaveTeams } from '../api/save-teams';
import { entrantsOf } from '../lib/draft';
import { playersWithoutTeam, teamLabel, withTeamAdded, withTeamRemoved } from '../lib/teams';

const BUILT: Record<TeamBuildMethod, string> = { RANDOM: 'Random teams built', BALANCED: 'Balanced teams built' };

/** The admin's teams of two for the match's team games: by hand, at random or balanced by handicap. */
export function TeamsCard({ sheet }: { sheet: TeeSheet }) {
  const ids = { first: useId(), second: useId() };
  const saveTeams = useSaveTeams();
  const buildTeams = useBuildTeams();
  const [first, setFirst] = useState('');
  const [second, setSecond] = useState('');
  const teams = sheet.teams ?? [];
  const problems = sheet.team_problems ?? [];
  const entrants = entrantsOf(sheet);
  const nameOf = (playerId: string) => entrants.get(playerId)?.name;
  const free = playersWithoutTeam([...entrants.values()], teams);
  const busy = saveTeams.isPending || buildTeams.isPending;

  const addTeam = () => {
    if (!first || !second) return;
    const label = `${nameOf(first) ?? 'Player'} & ${nameOf(second) ?? 'Player'}`;
    saveTeams.mutate(
      { matchId: sheet.match_id, teams: withTeamAdded(teams, first, second) },
      {
        onSuccess: () => {
          toast.success(`Team added: ${label}`);
          setFirst('');
          setSecond('');
        },
      },
    );
  };
  const removeTeam = (teamId: string, label: string) =>
    saveTeams.mutate({ matchId: sheet.match_id, teams: withTeamRemoved(teams, teamId) }, { onSuccess: () => toast.success(`Team removed: ${label}`) });
  const build = (method: TeamBuildMethod) =>
    buildTeams.mutate({ matchId: sheet.match_id, method }, { onSuccess: (built) => toast.success(`${BUILT[method]}: ${built.length} ${built.length === 1 ? 'team' : 'teams'}`) });

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>Teams</h2>
        </CardTitle>
        <CardDescription>
          Teams of 2 for the team games. Partners play in one group: build the groups with &ldquo;Keep requested partners&rdquo; to keep them together.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {problems.length > 0 && (
          <Alert variant="warning">
            <AlertTriangle aria-hidden />
            <AlertTitle>Before the match can be finalized</AlertTitle>
            <AlertDescription>
              <ul className="list-disc pl-4">
                {problems.map((problem) => (
                  <li key={problem}>{problem}</li>
                ))}
              </ul>
            </AlertDescription>
          </Alert>
        )}

        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" disabled={busy || entrants.size < 2} onClick={() => build('BALANCED')}>
            <Scale aria-hidden />
            Balanced
          </Button>
          <Button type="button" variant="outline" disabled={busy || entrants.size < 2} onClick={() => build('RANDOM')}>
            <Shuffle aria-hidden />
            Random
          </Button>
          <span className="self-center text-xs text-muted-foreground">Balanced pairs the best index with the worst; both replace the teams.</span>
        </div>

        {teams.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            {entrants.size < 2
              ? 'Teams are made once at least two players have entered: build them here, or pair players below.'
              : `No teams yet: build them from the ${entrants.size} entrants, or pair players below.`}
          </p>
        ) : (
          <ol className="grid grid-cols-1 gap-2 md:grid-cols-2" aria-label="Teams">
            {teams.map((team) => {
              const label = teamLabel(team, nameOf);
              return (
                <li key={team.id} className="flex items-center gap-2 rounded-lg border bg-card px-3 py-2" aria-label={`Team ${team.number}: ${label}`}>
                  <Badge variant="outline" className="num">
                    Team {team.number}
                  </Badge>
                  <span className="min-w-0 flex-1 text-sm font-medium break-words">{label}</span>
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    className="shrink-0"
                    disabled={busy}
                    aria-label={`Remove team ${label}`}
                    onClick={() => removeTeam(team.id, label)}
                  >
                    <Trash2 aria-hidden />
                  </Button>
                </li>
              );
            })}
          </ol>
        )}

        {free.length < 2 ? (
          <p className="text-sm text-muted-foreground">{free.length === 0 ? 'Everyone has a team.' : `${free[0]?.name ?? 'One player'} has no partner yet.`}</p>
        ) : (
          <div className="grid gap-3 rounded-lg border bg-muted/40 p-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-end">
            <FreePlayerSelect id={ids.first} label="Player" placeholder="Choose a player" value={first} onChange={setFirst} players={free} excluded={second} disabled={busy} />
            <FreePlayerSelect id={ids.second} label="Partner" placeholder="Choose a partner" value={second} onChange={setSecond} players={free} excluded={first} disabled={busy} />
            <Button type="button" variant="forest" disabled={busy || !first || !second} onClick={addTeam}>
              <UsersRound aria-hidden />
              Add team
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  );
}

type FreePlayerSelectProps = {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  onChange: (playerId: string) => void;
  players: readonly { player_id: string; name: string }[];
  /** The player picked in the other select. */
  excluded: string;
  disabled: boolean;
};

/** One of the two pickers of a new team: the players without a team, less the one picked in the other. */
function FreePlayerSelect({ id, label, placeholder, value, onChange, players, excluded, disabled }: FreePlayerSelectProps) {
  return (
    <div className="grid min-w-0 gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Select value={value} onValueChange={onChange} disabled={disabled}>
        <SelectTrigger id={id} className="w-full min-w-0">
          <SelectValue placeholder={placeholder} />
        </SelectTrigger>
        <SelectContent>
          {players
            .filter((player) => player.player_id !== excluded)
            .map((player) => (
              <SelectItem key={player.player_id} value={player.player_id}>
                {player.name}
              </SelectItem>
            ))}
        </SelectContent>
      </Select>
    </div>
  );
}
