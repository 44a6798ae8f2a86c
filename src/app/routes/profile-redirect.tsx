import { useEffect, useRef } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { useCurrentPlayerId } from '@/lib/session';
import { paths } from '@/lib/paths';

/** /profile → the current player's page; without a player session, off to sign up. */
export default function ProfileRedirectPage() {
  const playerId = useCurrentPlayerId();
  const navigate = useNavigate();
  const warned = useRef(false);

  useEffect(() => {
    if (playerId || warned.current) return;
    warned.current = true;
    toast.error('Create an account to view your profile');
    navigate(paths.signup(), { replace: true });
  }, [playerId, navigate]);

  return playerId ? <Navigate to={paths.player(playerId)} replace /> : null;
}
