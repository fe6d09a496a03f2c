import { priorityId, type User } from '@sitewatch/shared';
import type { SessionUser } from '../../plugins/session-store';

/** The user as GET /api/user answers it (spec section 3): no notificationForPriority means none. */
export function toUserDto(row: SessionUser, sites: User['sites']): User {
  const priority = priorityId.safeParse(row.notificationForPriority);
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    ...(priority.success ? { notificationForPriority: priority.data } : {}),
    sites,
    idpName: row.idpName,
    ...(row.locale ? { locale: row.locale } : {}),
  };
}
