/**
 * What Finalize's confirmation says about attestation (get_finalize_readiness's unattested_cards of its entries):
 * every card attested, or how many are not — finalizing over unattested cards stays allowed.
 */
export function unattestedCardsText(unattested: number | undefined, entries: number | undefined): string | null {
  if (unattested === undefined || entries === undefined || entries === 0) return null;
  if (unattested === 0) return 'Every card is attested.';
  if (unattested === entries) return entries === 1 ? 'The card is not attested yet.' : `None of the ${entries} cards is attested yet.`;
  return `${unattested} of ${entries} cards ${unattested === 1 ? 'is' : 'are'} not attested yet.`;
}
