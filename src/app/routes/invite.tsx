// STUB: replaced by the screen's owner.
export default function InvitePage() {
  return null;
}
