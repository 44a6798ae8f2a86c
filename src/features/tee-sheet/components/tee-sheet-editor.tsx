import { GripVertical, Mail, Plus, Printer, Save, Trash2, Undo2, Wand2 } from 'lucide-react';
import { useId, useMemo, useState, type DragEvent } from 'react';
import { toast } from '@/lib/toast';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import type { TeeSheet, TeeSheetPlayer } from '@/api/tee-sheet/get-tee-sheet';
import { useLeagueTimeZone } from '@/api/settings/use-league-time-zone';
import { useEmailTeeTimes } from '../api/email-tee-times';
import { useSaveTeeSheet, type SaveMethod } from '../api/save-tee-sheet';
import { MAX_GROUP_SIZE, type DraftGroup } from '../lib/auto-build';
import {
  addGroup,
  draftFromSheet,
  draftProblems,
  entrantsOf,
  movePlayer,
  removeGroup,
  sameAsSaved,
  toSavePayload,
  UNPLACED,
  unplacedIds,
  updateGroup,
  withEntrants,
} from '../lib/draft';
import { groupStartLabel } from '../lib/group-start';
import { splitTeamProblems } from '../lib/teams';
import { AutoBuildDialog } from './auto-build-dialog';
import { PartnerPicker } from './partner-picker';
import { IndexBadge, MarkerBadge, TeamBadge } from './player-badges';

export type TeeSheetPrintActions = { onPrintSheet: () => void; onPrintCards: () => void };

type Props = { sheet: TeeSheet; matchDate: string } & TeeSheetPrintActions;

const FLIGHTS = ['A', 'B', 'C', 'D', 'E', 'F'];
const NO_FLIGHT = 'none';
const NO_MARKER = 'none';
const DRAG_TYPE = 'application/x-fairway-player';

/**
 * Admin: the tee sheet as a draft. Players move with a group picker (phones) or by dragging (mouse);
 * auto-build fills it; nothing is written until "Save tee sheet" (one call, all or nothing).
 */
export function TeeSheetEditor({ sheet, matchDate, onPrintSheet, onPrintCards }: Props) {
  const [edited, setEdited] = useState<DraftGroup[] | null>(null);
  const [method, setMethod] = useState<SaveMethod>('MANUAL');
  const [building, setBuilding] = useState(false);
  const [confirmingEmail, setConfirmingEmail] = useState(false);
  const save = useSaveTeeSheet();
  const email = useEmailTeeTimes();
  const timeZone = useLeagueTimeZone();

  const entrants = useMemo(() => entrantsOf(sheet), [sheet]);
  // Players who left since the draft was made drop out of it; newcomers show as not placed.
  const groups = useMemo(() => (edited ? withEntrants(edited, entrants) : draftFromSheet(sheet)), [edited, entrants, sheet]);
  const unplaced = unplacedIds(groups, entrants);
  const dirty = edited !== null && !sameAsSaved(groups, sheet);
  const problems = [
    ...draftProblems(groups, sheet.start_mode),
    ...splitTeamProblems(groups, sheet.teams ?? [], (id) => entrants.get(id)?.name),
  ];
  const match = { date: matchDate, startTime: sheet.start_time, startMode: sheet.start_mode };
  const placedCount = sheet.groups.reduce((sum, group) => sum + group.players.length, 0);

  const change = (next: DraftGroup[] | null) => {
    if (next) setEdited(next);
  };
  const move = (playerId: string, target: string) => {
    const next = movePlayer(groups, playerId, target);
    if (!next) toast.error(`A group has at most ${MAX_GROUP_SIZE} players`);
    change(next);
  };
  const submit = () =>
    save.mutate(
      { matchId: sheet.match_id, groups: toSavePayload(groups, sheet.start_mode), method },
      {
        onSuccess: (saved) => {
          setEdited(null);
          setMethod('MANUAL');
          toast.success(`Tee sheet saved: ${saved.groups.length} ${saved.groups.length === 1 ? 'group' : 'groups'}`);
        },
      },
    );
  const sendEmails = () =>
    email.mutate(sheet.match_id, {
      onSuccess: ({ queued, unplaced: left, without_email }) => {
        setConfirmingEmail(false);
        const notes = [left > 0 && `${left} not in a group`, without_email > 0 && `${without_email} without an e-mail address`].filter(Boolean);
        toast.success(`Tee times e-mailed to ${queued} ${queued === 1 ? 'entrant' : 'entrants'}${notes.length ? ` (${notes.join(', ')})` : ''}`);
      },
    });

  const player = (id: string): TeeSheetPlayer => entrants.get(id) ?? { player_id: id, name: 'Player', league_index: null };
  const byName = [...entrants.values()].sort((a, b) => a.name.localeCompare(b.name));
  const requests = byName.filter((entrant) => entrant.partner_player_id).length;
  const partnerNameOf = (id: string) => {
    const partner = entrants.get(id)?.partner_player_id;
    return partner ? (entrants.get(partner)?.name ?? null) : null;
  };
  const targets = groups.map((group, i) => ({ key: group.key, label: `Group ${i + 1}`, full: group.playerIds.length >= MAX_GROUP_SIZE }));

  return (
    <div className="grid grid-cols-1 gap-4">
      <div className="flex flex-wrap gap-2">
        <Button variant="gold" size="sm" onClick={() => setBuilding(true)} disabled={entrants.size === 0}>
          <Wand2 aria-hidden /> Auto-build
        </Button>
        <Button variant="outline" size="sm" onClick={() => change(addGroup(groups, sheet.start_mode, sheet.start_time))}>
          <Plus aria-hidden /> Add group
        </Button>
        <Button
          variant="outline"
          size="sm"
          onClick={() => setConfirmingEmail(true)}
          disabled={dirty || placedCount === 0}
          title={dirty ? 'Save the tee sheet first' : placedCount === 0 ? 'Nobody is in a group yet' : undefined}
        >
          <Mail aria-hidden /> E-mail tee times
        </Button>
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button variant="outline" size="sm" disabled={sheet.groups.length === 0}>
              <Printer aria-hidden /> Print
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="start">
            <DropdownMenuItem onSelect={onPrintSheet}>Print tee sheet</DropdownMenuItem>
            <DropdownMenuItem onSelect={onPrintCards}>Print group scorecards</DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      </div>

      {dirty && (
        <div className="sticky top-[4.5rem] z-30 flex flex-wrap items-center justify-between gap-2 rounded-lg border border-gold/60 bg-background/95 p-2 shadow-sm backdrop-blur" role="status">
          <span className="text-sm font-medium">Unsaved changes{method !== 'MANUAL' ? ' (auto-built)' : ''}</span>
          <div className="flex gap-2">
            <Button variant="ghost" size="sm" onClick={() => setEdited(null)} disabled={save.isPending}>
              <Undo2 aria-hidden /> Discard
            </Button>
            <Button variant="forest" size="sm" onClick={submit} disabled={save.isPending || problems.length > 0}>
              <Save aria-hidden /> {save.isPending ? 'Saving…' : 'Save tee sheet'}
            </Button>
          </div>
        </div>
      )}

      {problems.length > 0 && (
        <Alert variant="destructive">
          <AlertTitle>Fix before saving</AlertTitle>
          <AlertDescription>
            <ul className="list-disc pl-4">
              {problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          </AlertDescription>
        </Alert>
      )}

      {entrants.size === 0 ? (
        <p className="text-sm text-muted-foreground">No players have entered yet: groups come once the field is in.</p>
      ) : (
        <>
          {(unplaced.length > 0 || groups.length === 0) && (
            <DropZone label="Not in a group" onDropPlayer={(id) => move(id, UNPLACED)}>
              <div className="mb-2 flex items-center justify-between gap-2">
                <h3 className="font-semibold">Not in a group</h3>
                <Badge variant="secondary">{unplaced.length}</Badge>
              </div>
              {unplaced.length === 0 ? (
                <p className="text-sm text-muted-foreground">Everyone is in a group.</p>
              ) : (
                <ul className="grid grid-cols-1 gap-1.5">
                  {unplaced.map((id) => (
                    <PlayerRow
                      key={id}
                      player={player(id)}
                      current={UNPLACED}
                      targets={targets}
                      onMove={(target) => move(id, target)}
                      partnerName={partnerNameOf(id)}
                    />
                  ))}
                </ul>
              )}
              {groups.length === 0 && (
                <p className="mt-2 text-sm text-muted-foreground">Auto-build the groups, or add a group and pick each player's group.</p>
              )}
            </DropZone>
          )}
          <ol className="grid grid-cols-1 gap-3 md:grid-cols-2 xl:grid-cols-3" aria-label="Groups">
            {groups.map((group, i) => (
              <GroupEditor
                key={group.key}
                number={i + 1}
                group={group}
                mode={sheet.start_mode}
                startLabel={groupStartLabel(group, match, timeZone)}
                player={player}
                partnerNameOf={partnerNameOf}
                targets={targets}
                onMove={move}
                onChange={(changes) => change(updateGroup(groups, group.key, changes))}
                onRemove={() => change(removeGroup(groups, group.key))}
              />
            ))}
          </ol>
          <details className="rounded-lg border bg-card p-3">
            <summary className="cursor-pointer text-sm font-semibold">Partner requests ({requests})</summary>
            <p className="mt-2 text-sm text-muted-foreground">
              Who asked to play with whom (players ask from the match page). Auto-build's "Keep requested partners" puts them in one group.
            </p>
            <ul className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-2">
              {byName.map((entrant) => (
                <li key={entrant.player_id} className="grid gap-1">
                  <span className="text-sm font-medium">{entrant.name}</span>
                  <PartnerPicker matchId={sheet.match_id} player={entrant} entrants={byName} label={`Partner for ${entrant.name}`} />
                </li>
              ))}
            </ul>
          </details>
        </>
      )}

      <AutoBuildDialog
        open={building}
        onOpenChange={setBuilding}
        players={[...entrants.values()]}
        startMode={sheet.start_mode}
        startTime={sheet.start_time}
        replacing={groups.some((group) => group.playerIds.length > 0)}
        onBuilt={(built, how) => {
          setEdited(built);
          setMethod(how);
          setBuilding(false);
          toast.success(`${built.length} ${built.length === 1 ? 'group' : 'groups'} built: check them, then save the tee sheet`);
        }}
      />

      <AlertDialog open={confirmingEmail} onOpenChange={setConfirmingEmail}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>E-mail tee times?</AlertDialogTitle>
            <AlertDialogDescription>
              Each of the {placedCount} {placedCount === 1 ? 'player' : 'players'} in a group gets their group, partners and{' '}
              {sheet.start_mode === 'SHOTGUN' ? 'starting hole' : 'tee time'}, with a calendar entry. Sending again after a change sends again.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={email.isPending}>Cancel</AlertDialogCancel>
            <AlertDialogAction
              onClick={(event) => {
                event.preventDefault();
                sendEmails();
              }}
              disabled={email.isPending}
            >
              {email.isPending ? 'Sending…' : 'Send e-mails'}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </div>
  );
}

type Target = { key: string; label: string; full: boolean };

function DropZone({ label, onDropPlayer, children, as = 'div' }: { label: string; onDropPlayer: (id: string) => void; children: React.ReactNode; as?: 'div' | 'li' }) {
  const [over, setOver] = useState(false);
  const Tag = as;
  return (
    <Tag
      aria-label={label}
      className={`rounded-lg border bg-card p-3 transition-colors ${over ? 'border-forest bg-forest/5' : ''}`}
      onDragOver={(event: DragEvent) => {
        if (!event.dataTransfer.types.includes(DRAG_TYPE)) return;
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event: DragEvent) => {
        setOver(false);
        const id = event.dataTransfer.getData(DRAG_TYPE);
        if (id) {
          event.preventDefault();
          onDropPlayer(id);
        }
      }}
    >
      {children}
    </Tag>
  );
}

type GroupEditorProps = {
  number: number;
  group: DraftGroup;
  mode: TeeSheet['start_mode'];
  startLabel: string;
  player: (id: string) => TeeSheetPlayer;
  partnerNameOf: (id: string) => string | null;
  targets: Target[];
  onMove: (playerId: string, target: string) => void;
  onChange: (changes: Partial<Omit<DraftGroup, 'key' | 'playerIds'>>) => void;
  onRemove: () => void;
};

function GroupEditor({ number, group, mode, startLabel, player, partnerNameOf, targets, onMove, onChange, onRemove }: GroupEditorProps) {
  const ids = { time: useId(), hole: useId(), marker: useId(), flight: useId() };
  return (
    <DropZone as="li" label={`Group ${number}`} onDropPlayer={(id) => onMove(id, group.key)}>
      <div className="mb-3 flex items-center justify-between gap-2">
        <h3 className="font-semibold">
          Group {number} <span className="num text-sm font-normal text-muted-foreground">· {startLabel}</span>
        </h3>
        <div className="flex items-center gap-1">
          <Badge variant={group.playerIds.length >= MAX_GROUP_SIZE ? 'warning' : 'secondary'} aria-label={`${group.playerIds.length} of ${MAX_GROUP_SIZE} places taken`}>
            {group.playerIds.length}/{MAX_GROUP_SIZE}
          </Badge>
          <Button variant="ghost" size="icon" className="size-8" onClick={onRemove} aria-label={`Remove group ${number}`} title="Remove the group (its players become unplaced)">
            <Trash2 aria-hidden />
          </Button>
        </div>
      </div>
      <div className="mb-3 grid grid-cols-2 gap-2">
        {mode === 'SHOTGUN' ? (
          <div className="grid gap-1">
            <Label htmlFor={ids.hole} className="text-xs">
              Starting hole
            </Label>
            <Select value={group.startHole ? String(group.startHole) : ''} onValueChange={(value) => onChange({ startHole: Number(value) })}>
              <SelectTrigger id={ids.hole} className="w-full" aria-label={`Starting hole for group ${number}`}>
                <SelectValue placeholder="Hole" />
              </SelectTrigger>
              <SelectContent>
                {Array.from({ length: 18 }, (_, i) => (
                  <SelectItem key={i + 1} value={String(i + 1)}>
                    Hole {i + 1}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
        ) : (
          <div className="grid gap-1">
            <Label htmlFor={ids.time} className="text-xs">
              Tee time
            </Label>
            <Input
              id={ids.time}
              type="time"
              step={60}
              className="num"
              aria-label={`Tee time for group ${number}`}
              value={group.teeTime ?? ''}
              onChange={(event) => onChange({ teeTime: event.target.value || null })}
            />
          </div>
        )}
        <div className="grid gap-1">
          <Label htmlFor={ids.flight} className="text-xs">
            Flight
          </Label>
          <Select value={group.flight ?? NO_FLIGHT} onValueChange={(value) => onChange({ flight: value === NO_FLIGHT ? null : value })}>
            <SelectTrigger id={ids.flight} className="w-full" aria-label={`Flight for group ${number}`}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={NO_FLIGHT}>No flight</SelectItem>
              {FLIGHTS.map((flight) => (
                <SelectItem key={flight} value={flight}>
                  Flight {flight}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <div className="col-span-2 grid gap-1">
          <Label htmlFor={ids.marker} className="text-xs">
            Marker
          </Label>
          <Select
            value={group.markerId ?? NO_MARKER}
            onValueChange={(value) => onChange({ markerId: value === NO_MARKER ? null : value })}
            disabled={group.playerIds.length === 0}
          >
            <SelectTrigger id={ids.marker} className="w-full" aria-label={`Marker for group ${number}`}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={NO_MARKER}>No marker</SelectItem>
              {group.playerIds.map((id) => (
                <SelectItem key={id} value={id}>
                  {player(id).name}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      </div>
      {group.playerIds.length === 0 ? (
        <p className="rounded border border-dashed p-3 text-center text-sm text-muted-foreground">Pick a player's group, or drag a player here.</p>
      ) : (
        <ul className="grid grid-cols-1 gap-1.5">
          {group.playerIds.map((id) => (
            <PlayerRow
              key={id}
              player={player(id)}
              current={group.key}
              marker={group.markerId === id}
              targets={targets}
              onMove={(target) => onMove(id, target)}
              partnerName={partnerNameOf(id)}
            />
          ))}
        </ul>
      )}
    </DropZone>
  );
}

type PlayerRowProps = {
  player: TeeSheetPlayer;
  current: string;
  marker?: boolean;
  targets: Target[];
  onMove: (target: string) => void;
  /** Whom the player asked to play with. */
  partnerName?: string | null;
};

function PlayerRow({ player, current, marker = false, targets, onMove, partnerName }: PlayerRowProps) {
  return (
    <li
      className="flex items-center gap-2 rounded-md border bg-background px-2 py-1.5"
      draggable
      onDragStart={(event) => {
        event.dataTransfer.setData(DRAG_TYPE, player.player_id);
        event.dataTransfer.effectAllowed = 'move';
      }}
    >
      <GripVertical aria-hidden className="hidden size-4 shrink-0 cursor-grab text-muted-foreground sm:block" />
      <div className="flex min-w-0 flex-1 flex-wrap items-center gap-x-2 gap-y-0.5">
        <span className="min-w-0 truncate text-sm font-medium">{player.name}</span>
        <span className="flex items-center gap-1.5">
          <TeamBadge number={player.team_number} />
          {marker && <MarkerBadge />}
          <IndexBadge index={player.league_index} />
        </span>
        {partnerName && <span className="w-full truncate text-xs text-muted-foreground">Asked to play with {partnerName}</span>}
      </div>
      <Select value={current} onValueChange={onMove}>
        <SelectTrigger size="sm" className="w-32 shrink-0" aria-label={`Group for ${player.name}`}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={UNPLACED}>No group</SelectItem>
          {targets.map((target) => (
            <SelectItem key={target.key} value={target.key} disabled={target.full && target.key !== current}>
              {target.label}
              {target.full && target.key !== current ? ' (full)' : ''}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </li>
  );
}
