// STUB: replaced by the screen's owner.
export default function LandingPage() {
  return null;
}
