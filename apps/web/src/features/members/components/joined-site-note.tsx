import type { AcceptedInvitation } from '@sitewatch/shared';
import styles from './joined-site-note.module.css';

/** Right after accepting an invitation, the site's first screen says whose it is and who brought them in. */
export function JoinedSiteNote({ joined }: { joined: AcceptedInvitation }) {
  return (
    <p className={styles.note} role="status">
      You joined {joined.siteName}
      {joined.invitedBy ? `: ${joined.invitedBy} invited you` : ''}. New issues appear here as visitors report them.
    </p>
  );
}
