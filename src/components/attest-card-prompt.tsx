import { BadgeCheckIcon } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useAttestScorecard } from '@/api/scorecards/attest-scorecard';
import { AttestCardButton } from '@/components/attest-card-button';
import { Button } from '@/components/ui/button';
import { formatDate } from '@/lib/format';
import { paths } from '@/lib/paths';
import { toast } from '@/lib/toast';

type Props = {
  matchId: string;
  matchName: string;
  /** The match day, on the home where several matches may be listed. */
  date?: string;
  /** Offer a way to the card (the home); the match page has it below. */
  linkToCard?: boolean;
};

/**
 * "Attest your card": shown to every player of a match (not only the group's marker) once their card
 * is complete, until they attest it or the match is final (DESIGN rule 16). The same confirm-first
 * button as on the card itself.
 */
export function AttestCardPrompt({ matchId, matchName, date, linkToCard = false }: Props) {
  const attest = useAttestScorecard(matchId);
  return (
    <section
      aria-label={`Attest your card for ${matchName}`}
      className="flex flex-col gap-3 rounded-xl border border-forest/40 bg-forest/5 p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex min-w-0 items-start gap-3">
        <BadgeCheckIcon aria-hidden className="mt-0.5 size-5 shrink-0 text-forest" />
        <div className="grid min-w-0 gap-1">
          <p className="font-semibold">Your card is complete: attest it</p>
          <p className="text-sm text-muted-foreground">
            {matchName}
            {date ? ` · ${formatDate(date)}` : ''}. Check your 18 holes, then attest them; after that only an admin can change your card.
          </p>
        </div>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        {linkToCard && (
          <Button asChild variant="outline" size="sm">
            <Link to={paths.match(matchId, 'scores')}>Check my card</Link>
          </Button>
        )}
        <AttestCardButton
          variant="forest"
          disabled={false}
          pending={attest.isPending}
          onConfirm={() => attest.mutate(undefined, { onSuccess: () => toast.success('Card attested') })}
        />
      </div>
    </section>
  );
}
