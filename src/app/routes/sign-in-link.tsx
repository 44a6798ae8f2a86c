// STUB: replaced by the screen's owner.
export default function SignInLinkPage() {
  return null;
}
