// STUB: replaced by the screen's owner.
export default function ProfileRedirectPage() {
  return null;
}
