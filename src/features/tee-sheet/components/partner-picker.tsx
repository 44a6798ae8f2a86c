import { toast } from '@/lib/toast';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import type { TeeSheetPlayer } from '@/api/tee-sheet/get-tee-sheet';
import { useSetPartnerRequest } from '../api/set-partner-request';

const NO_PARTNER = 'none';

type Props = {
  matchId: string;
  player: TeeSheetPlayer;
  /** Every entrant of the match (the player is left out of the choices). */
  entrants: TeeSheetPlayer[];
  /** The select's accessible name, e.g. 'Partner for Ann' or 'Ask to play with'. */
  label: string;
  id?: string;
  className?: string;
};

/** One entrant's partner request: whom they asked to play with (saved at once). */
export function PartnerPicker({ matchId, player, entrants, label, id, className }: Props) {
  const setPartner = useSetPartnerRequest();
  const others = entrants.filter((entrant) => entrant.player_id !== player.player_id).sort((a, b) => a.name.localeCompare(b.name));
  return (
    <Select
      value={player.partner_player_id ?? NO_PARTNER}
      disabled={setPartner.isPending}
      onValueChange={(value) => {
        const partnerId = value === NO_PARTNER ? null : value;
        setPartner.mutate(
          { matchId, playerId: player.player_id, partnerId },
          {
            onSuccess: () =>
              toast.success(partnerId ? `Partner request saved: ${player.name} with ${others.find((o) => o.player_id === partnerId)?.name ?? 'partner'}` : 'Partner request cleared'),
          },
        );
      }}
    >
      <SelectTrigger id={id} className={className ?? 'w-full'} aria-label={label}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        <SelectItem value={NO_PARTNER}>No request</SelectItem>
        {others.map((other) => (
          <SelectItem key={other.player_id} value={other.player_id}>
            {other.name}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
