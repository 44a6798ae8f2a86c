// STUB: replaced by the screen's owner.
export default function MatchNewPage() {
  return null;
}
