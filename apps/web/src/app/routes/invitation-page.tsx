import { useParams } from 'react-router';
import { AcceptInvitationScreen } from '../../features/members';

/** /u/invitation/{token}: the link of an emailed invitation, opened after sign-in. */
export function InvitationPage() {
  const { token = '' } = useParams();
  return <AcceptInvitationScreen token={token} />;
}
