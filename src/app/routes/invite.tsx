import { useParams, useSearchParams } from 'react-router-dom';
import { InvalidInvitation, InvitationPage } from '@/features/invitations/components/invitation-page';

export default function InvitePage() {
  const { token } = useParams();
  const [searchParams] = useSearchParams();
  if (!token) return <InvalidInvitation />;
  return <InvitationPage key={token} token={token} declining={searchParams.get('action') === 'decline'} />;
}
