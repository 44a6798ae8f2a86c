import { useParams } from 'react-router-dom';
import { InvalidInvitation, InvitationPage } from '@/features/invitations/components/invitation-page';

export default function InvitePage() {
  const { token } = useParams();
  if (!token) return <InvalidInvitation />;
  return <InvitationPage key={token} token={token} />;
}
