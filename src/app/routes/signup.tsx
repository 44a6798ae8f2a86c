// STUB: replaced by the screen's owner.
export default function SignupPage() {
  return null;
}
