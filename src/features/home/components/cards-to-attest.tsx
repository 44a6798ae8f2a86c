import { AttestCardPrompt } from '@/components/attest-card-prompt';
import type { CardToAttest } from '@/api/scorecards/get-cards-to-attest';

/** The home's prompts: one per match whose card the player finished but has not attested. */
export function CardsToAttest({ cards }: { cards: readonly CardToAttest[] }) {
  return (
    <div className="grid grid-cols-1 gap-3" data-testid="cards-to-attest">
      {cards.map((card) => (
        <AttestCardPrompt key={card.match_id} matchId={card.match_id} matchName={card.name} date={card.date} linkToCard />
      ))}
    </div>
  );
}
