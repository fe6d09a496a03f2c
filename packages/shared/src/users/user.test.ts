import { describe, expect, it } from 'vitest';
import { accountSetupForm, toUpdateUserRequest, updateUserLocaleRequest, updateUserRequest } from './user';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : (result.error?.issues.map((i) => i.message) ?? []);

describe('account setup form (spec section 5)', () => {
  it('requires a name and a notification preference', () => {
    expect(messages(accountSetupForm.safeParse({ name: '', notificationPreference: '' }))).toEqual([
      'Please enter your name',
      'Please select your notification preferences',
    ]);
  });

  it('rejects the spec default "weekly", which is not an option', () => {
    expect(messages(accountSetupForm.safeParse({ name: 'Ada', notificationPreference: 'weekly' }))).toEqual([
      'Please select your notification preferences',
    ]);
  });

  it('accepts 255 characters of name and rejects 256', () => {
    expect(accountSetupForm.safeParse({ name: 'a'.repeat(255), notificationPreference: 'LOW' }).success).toBe(true);
    expect(messages(accountSetupForm.safeParse({ name: 'a'.repeat(256), notificationPreference: 'LOW' }))).toEqual([
      'Name must be less than 255 characters',
    ]);
    expect(messages(updateUserRequest.safeParse({ name: 'a'.repeat(256) }))).toEqual([
      'Name must be less than 255 characters',
    ]);
  });

  it("omits notificationForPriority for 'No notifications'", () => {
    expect(toUpdateUserRequest({ name: 'Ada', notificationPreference: 'none' })).toEqual({ name: 'Ada' });
    expect(toUpdateUserRequest({ name: 'Ada', notificationPreference: 'HIGH' })).toEqual({
      name: 'Ada',
      notificationForPriority: 'HIGH',
    });
  });
});

describe('the browser language (PATCH /api/user)', () => {
  it('accepts a BCP 47 tag and keeps its canonical form', () => {
    expect(updateUserLocaleRequest.parse({ locale: 'de-de' })).toEqual({ locale: 'de-DE' });
    expect(updateUserLocaleRequest.parse({ locale: ' ja ' })).toEqual({ locale: 'ja' });
  });

  it('refuses what is not one, with one message each', () => {
    expect(messages(updateUserLocaleRequest.safeParse({ locale: 'en_GB' }))).toEqual([
      'Not a BCP 47 language tag (such as en-GB)',
    ]);
    expect(messages(updateUserLocaleRequest.safeParse({ locale: '' }))).toEqual([
      'Please send a language tag such as en-GB',
    ]);
    expect(messages(updateUserLocaleRequest.safeParse({ locale: `en-${'a'.repeat(70)}` }))).toEqual([
      'Language tag must be at most 64 characters',
    ]);
    expect(updateUserLocaleRequest.safeParse({ locale: 'de', name: 'Ada' }).success).toBe(false);
  });
});
