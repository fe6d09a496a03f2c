import type { UpdateUserLocaleRequest, User } from '@sitewatch/shared';
import { canonicalLocale, readUser } from '@sitewatch/shared/constants';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { apiFetch } from '../../../lib/api-client';
import { userQueryKey } from './get-user';

/** PATCH /api/user: the browser's language, which dates the manager's emails and PDF reports. */
export function updateUserLocale(request: UpdateUserLocaleRequest): Promise<User> {
  return apiFetch('/api/user', { method: 'PATCH', body: request, schema: readUser });
}

/** The browser's preferred language as the server stores it (canonical BCP 47), or null when it is not one. */
export function browserLocale(): string | null {
  return typeof navigator === 'undefined' || !navigator.language ? null : canonicalLocale(navigator.language);
}

/**
 * Tells the server the browser's language when it differs from the one it has: on the first sign-in and
 * after the manager changes their browser's language. Sent once per user and language, whatever the
 * answer, so a refused tag is not sent again on every render.
 */
export function useSyncBrowserLocale(current: User | null | undefined): void {
  // A plain request, not a mutation hook: the live list loads this hook before it shows, and a failed sync
  // has nothing to show (the next sign-in or language change sends it again).
  const queryClient = useQueryClient();
  const sent = useRef<string | null>(null);
  const locale = browserLocale();
  const userId = current?.id;
  const stored = current?.locale;
  useEffect(() => {
    if (!userId || !locale || stored === locale) return;
    const key = `${userId} ${locale}`;
    if (sent.current === key) return;
    sent.current = key;
    updateUserLocale({ locale }).then(
      (updated) => queryClient.setQueryData(userQueryKey, updated),
      () => {},
    );
  }, [userId, stored, locale, queryClient]);
}
