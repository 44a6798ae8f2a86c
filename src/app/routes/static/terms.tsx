// STUB: replaced by the screen's owner.
export default function StaticTermsPage() {
  return null;
}
