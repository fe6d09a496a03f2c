import { type UpdateUserLocaleRequest, type User, user } from '@sitewatch/shared';
import { canonicalLocale } from '@sitewatch/shared/constants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { apiFetch } from '../../../lib/api-client';
import { userQueryKey } from './get-user';

/** PATCH /api/user: the browser's language, which dates the manager's emails and PDF reports. */
export function updateUserLocale(request: UpdateUserLocaleRequest): Promise<User> {
  return apiFetch('/api/user', { method: 'PATCH', body: request, schema: user });
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
  const queryClient = useQueryClient();
  const { mutate } = useMutation({
    mutationFn: updateUserLocale,
    onSuccess: (updated) => queryClient.setQueryData(userQueryKey, updated),
  });
  const sent = useRef<string | null>(null);
  const locale = browserLocale();
  const userId = current?.id;
  const stored = current?.locale;
  useEffect(() => {
    if (!userId || !locale || stored === locale) return;
    const key = `${userId} ${locale}`;
    if (sent.current === key) return;
    sent.current = key;
    mutate({ locale });
  }, [userId, stored, locale, mutate]);
}
