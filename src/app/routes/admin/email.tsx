// STUB: replaced by the screen's owner.
export default function AdminEmailPage() {
  return null;
}
