// STUB: replaced by the screen's owner.
export default function MatchesPage() {
  return null;
}
