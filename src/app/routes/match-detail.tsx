// STUB: replaced by the screen's owner.
export default function MatchDetailPage() {
  return null;
}
