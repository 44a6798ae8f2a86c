import { useLocation } from 'react-router-dom';
import { NextSteps } from '@/features/registration/components/next-steps';
import { useCurrentPlayerId } from '@/lib/session';

/** Where "Request to Join" lands: the next steps (state.email is the address the request was sent with). */
export default function SignupRequestedPage() {
  const state = useLocation().state as { email?: unknown } | null;
  const playerId = useCurrentPlayerId();
  return (
    <div className="mx-auto max-w-xl px-4 py-8 sm:px-6 sm:py-12">
      <NextSteps email={typeof state?.email === 'string' ? state.email : null} playerId={playerId} />
    </div>
  );
}
