import type { UpdateUserRequest, User } from '@sitewatch/shared';
import { readUser } from '@sitewatch/shared/constants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { userQueryKey } from './get-user';

/** POST /api/user: saves the account (name, notification preference) and answers the user. */
export function updateUser(request: UpdateUserRequest): Promise<User> {
  return apiFetch('/api/user', { method: 'POST', body: request, schema: readUser });
}

/** Saves the account; the held user is replaced at once, so redirects see the new name. */
export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: (updated) => {
      queryClient.setQueryData(userQueryKey, updated);
    },
  });
}
