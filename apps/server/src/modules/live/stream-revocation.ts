import type { AccessCache, HeardAccessChange } from '../../lib/access-cache';

/** Whose access a live stream holds: checked once when it opened, taken back by any change to it. */
export interface StreamHolder {
  userId: string;
  sessionIdHash: string;
  /** The sites whose changes it receives: one site's screen, or the portfolio's every site of the user. */
  siteIds: readonly string[];
  /**
   * The portfolio's stream (issue 29) follows the user's memberships: any change to one, a site joined included,
   * ends it, and its reconnect is checked with the memberships as they are then.
   */
  isPortfolio?: boolean;
}

/** True when the change may have taken back the holder's access (the stream ends; its reconnect is checked again). */
export function isRevokedBy(change: HeardAccessChange, holder: StreamHolder): boolean {
  switch (change.kind) {
    case 'all':
      return true;
    case 'session':
      return change.idHash === holder.sessionIdHash;
    case 'user':
      return change.userId === holder.userId;
    case 'member':
      return change.userId === holder.userId && (holder.isPortfolio === true || holder.siteIds.includes(change.siteId));
    case 'site':
      return holder.siteIds.includes(change.siteId);
  }
}

export interface StreamRevocations {
  /** Read before the session is checked: a stream that joins later asks `revokedSince` with it. */
  mark(): number;
  /**
   * A change heard between `mark` and now that takes back the holder's access (the stream was checked before
   * it and joined after it, so closing open streams missed it); true also when too many came to tell.
   */
  revokedSince(mark: number, holder: StreamHolder): boolean;
  stop(): void;
}

/**
 * Ends held streams as soon as the access cache applies a change, local or from another instance (so within the
 * notification delay on every instance), and remembers the last changes for streams still being opened.
 */
export function hearRevocations(
  access: Pick<AccessCache, 'onChange'>,
  closeWhere: (isRevoked: (holder: StreamHolder) => boolean) => void,
  options: { remember?: number } = {},
): StreamRevocations {
  const remember = options.remember ?? 256;
  const recent: { seq: number; change: HeardAccessChange }[] = [];
  let seq = 0;
  const stop = access.onChange((change) => {
    seq += 1;
    recent.push({ seq, change });
    if (recent.length > remember) recent.shift();
    closeWhere((holder) => isRevokedBy(change, holder));
  });
  return {
    mark: () => seq,
    revokedSince(mark, holder) {
      if (mark === seq) return false;
      const oldest = recent[0]?.seq ?? seq + 1;
      if (oldest > mark + 1) return true;
      return recent.some((entry) => entry.seq > mark && isRevokedBy(entry.change, holder));
    },
    stop,
  };
}
