import { describe, expect, it, vi } from 'vitest';
import type { HeardAccessChange } from '../../lib/access-cache';
import { hearRevocations, isRevokedBy, type StreamHolder } from './stream-revocation';

const holder: StreamHolder = { userId: 'ann', sessionIdHash: 'ann-laptop', siteIds: ['site-1'] };

/** What the access cache offers: handlers hear each change it applies. */
function fakeAccess() {
  const handlers = new Set<(change: HeardAccessChange) => void>();
  return {
    onChange(handler: (change: HeardAccessChange) => void) {
      handlers.add(handler);
      return () => {
        handlers.delete(handler);
      };
    },
    apply(change: HeardAccessChange) {
      for (const handler of handlers) handler(change);
    },
  };
}

describe('isRevokedBy', () => {
  it.each<[HeardAccessChange, boolean]>([
    [{ kind: 'session', idHash: 'ann-laptop' }, true],
    [{ kind: 'session', idHash: 'ann-phone' }, false],
    [{ kind: 'user', userId: 'ann' }, true],
    [{ kind: 'user', userId: 'bob' }, false],
    [{ kind: 'member', userId: 'ann', siteId: 'site-1' }, true],
    [{ kind: 'member', userId: 'ann', siteId: 'site-2' }, false],
    [{ kind: 'member', userId: 'bob', siteId: 'site-1' }, false],
    [{ kind: 'site', siteId: 'site-1' }, true],
    [{ kind: 'site', siteId: 'site-2' }, false],
    [{ kind: 'all' }, true],
  ])('%j takes the stream back: %s', (change, revoked) => {
    expect(isRevokedBy(change, holder)).toBe(revoked);
  });
});

describe("isRevokedBy, the portfolio's stream (issue 29)", () => {
  const portfolio: StreamHolder = { ...holder, siteIds: ['site-1', 'site-2'], isPortfolio: true };
  it.each<[HeardAccessChange, boolean]>([
    [{ kind: 'member', userId: 'ann', siteId: 'site-2' }, true],
    // A site joined: the stream ends and its reconnect receives that site's changes too.
    [{ kind: 'member', userId: 'ann', siteId: 'site-3' }, true],
    [{ kind: 'member', userId: 'bob', siteId: 'site-1' }, false],
    [{ kind: 'site', siteId: 'site-2' }, true],
    [{ kind: 'site', siteId: 'site-3' }, false],
  ])('%j takes the stream back: %s', (change, revoked) => {
    expect(isRevokedBy(change, portfolio)).toBe(revoked);
  });
});

describe('hearRevocations', () => {
  it('closes matching streams on every change the access cache applies, until stopped', () => {
    const access = fakeAccess();
    const closeWhere = vi.fn();
    const revocations = hearRevocations(access, closeWhere);
    access.apply({ kind: 'session', idHash: 'ann-laptop' });
    expect(closeWhere).toHaveBeenCalledTimes(1);
    const isRevoked = closeWhere.mock.calls[0]?.[0] as (holder: StreamHolder) => boolean;
    expect(isRevoked(holder)).toBe(true);
    expect(isRevoked({ ...holder, sessionIdHash: 'ann-phone' })).toBe(false);
    revocations.stop();
    access.apply({ kind: 'all' });
    expect(closeWhere).toHaveBeenCalledTimes(1);
  });

  it('tells a stream being opened whether a change heard since its checks began took its access back', () => {
    const access = fakeAccess();
    const revocations = hearRevocations(access, () => {}, { remember: 3 });
    access.apply({ kind: 'user', userId: 'ann' });
    const mark = revocations.mark();
    // Changes before the mark were seen by the checks themselves.
    expect(revocations.revokedSince(mark, holder)).toBe(false);
    access.apply({ kind: 'member', userId: 'bob', siteId: 'site-1' });
    access.apply({ kind: 'session', idHash: 'bob-laptop' });
    expect(revocations.revokedSince(mark, holder)).toBe(false);
    access.apply({ kind: 'member', userId: 'ann', siteId: 'site-1' });
    expect(revocations.revokedSince(mark, holder)).toBe(true);
    expect(revocations.revokedSince(mark, { ...holder, userId: 'cat' })).toBe(false);
    // More changes than are remembered since the mark: it cannot tell, so the stream ends and reconnects.
    access.apply({ kind: 'site', siteId: 'site-9' });
    expect(revocations.revokedSince(mark, { ...holder, userId: 'cat' })).toBe(true);
  });
});
