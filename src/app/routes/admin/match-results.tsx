// STUB: replaced by the screen's owner.
export default function AdminMatchResultsPage() {
  return null;
}
