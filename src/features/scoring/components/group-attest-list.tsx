import { BadgeCheckIcon, CircleDashedIcon } from 'lucide-react';
import { memo } from 'react';
import { toast } from '@/lib/toast';
import { useAttestScorecard } from '@/api/scorecards/attest-scorecard';
import { AttestCardButton } from '@/components/attest-card-button';
import type { GroupRow } from '../hooks/use-group-round';
import { CardHistoryDialog } from './card-history-dialog';

type Props = { matchId: string; rows: readonly GroupRow[] };

/** What the list shows of each card; a score tap changes none of it until the hole is saved. */
const attestationKey = (rows: readonly GroupRow[]) =>
  rows.map((r) => [r.player.player_id, r.player.name, r.attested, r.access.canAttest, r.access.canSeeHistory, r.unsaved.size === 0].join('|')).join(';');
const sameAttestation = (a: Props, b: Props) => a.matchId === b.matchId && attestationKey(a.rows) === attestationKey(b.rows);

/**
 * The end of the round: each player confirms their own card (attest_scorecard, once all 18 holes are
 * saved); everyone in the group sees who has. A card's history opens for its player and for admins.
 */
export const GroupAttestList = memo(function GroupAttestList({ matchId, rows }: Props) {
  const attest = useAttestScorecard(matchId);
  return (
    <section aria-labelledby="group-attest-title" className="flex flex-col gap-2">
      <h2 id="group-attest-title" className="text-base font-semibold">
        Attestation
      </h2>
      <p className="text-sm text-muted-foreground">Each player confirms their own card once all 18 holes are saved.</p>
      <ul className="flex flex-col divide-y rounded-lg border">
        {rows.map((row) => {
          // Attest what the server has: nothing queued on this device for the card.
          const settled = row.unsaved.size === 0;
          return (
            <li key={row.player.player_id} className="flex min-h-14 items-center justify-between gap-2 px-3 py-2" data-testid="attest-row">
              <span className="min-w-0 truncate font-medium">{row.player.name}</span>
              <span className="flex shrink-0 items-center gap-2">
                {row.attested ? (
                  <span className="flex items-center gap-1 text-sm font-medium text-success">
                    <BadgeCheckIcon className="size-4" aria-hidden="true" />
                    Attested
                  </span>
                ) : row.access.canAttest ? (
                  <AttestCardButton
                    variant="forest"
                    disabled={!settled}
                    pending={attest.isPending}
                    onConfirm={() => attest.mutate(undefined, { onSuccess: () => toast.success('Card attested') })}
                  />
                ) : (
                  <span className="flex items-center gap-1 text-sm text-muted-foreground">
                    <CircleDashedIcon className="size-4" aria-hidden="true" />
                    Not attested yet
                  </span>
                )}
                {row.access.canSeeHistory && <CardHistoryDialog matchId={matchId} playerId={row.player.player_id} name={row.player.name} />}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}, sameAttestation);
