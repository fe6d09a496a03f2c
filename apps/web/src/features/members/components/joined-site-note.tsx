import { useLocation } from 'react-router';
import type { JoinedSiteState } from './accept-invitation-screen';
import styles from './joined-site-note.module.css';

/** Right after accepting an invitation, the site's first screen says whose it is and who brought them in. */
export function JoinedSiteNote({ siteId }: { siteId: string }) {
  const state = useLocation().state as Partial<JoinedSiteState> | null;
  const joined = state?.joined;
  if (!joined || joined.siteId !== siteId) return null;
  return (
    <p className={styles.note} role="status">
      You joined {joined.siteName}
      {joined.invitedBy ? `: ${joined.invitedBy} invited you` : ''}. New issues appear here as visitors report them.
    </p>
  );
}
