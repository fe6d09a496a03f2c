import { describe, expect, it } from 'vitest';
import { createSiteRequest } from '../sites/create-site';
import { updateUserRequest } from '../users/user';
import { toSingleLine } from './single-line';

describe('toSingleLine', () => {
  it.each([
    ['Ann\r\nBcc: x@example.com', 'Ann Bcc: x@example.com'],
    ['a\tb\u000bc', 'a b c'],
    ['a\u0085b\u2028c\u2029d', 'a b c d'],
    ['esc\u001b[31m', 'esc [31m'],
    ['Zoë Ünal 🧯', 'Zoë Ünal 🧯'],
  ])('writes %j as %j', (text, line) => {
    expect(toSingleLine(text)).toBe(line);
  });
});

describe('names are one line where they are accepted', () => {
  it('an account name', () => {
    expect(updateUserRequest.parse({ name: ' Olive\r\nOwner\n' }).name).toBe('Olive Owner');
    expect(updateUserRequest.safeParse({ name: '\r\n' }).success).toBe(false);
  });

  it('a site name and company name', () => {
    const site = createSiteRequest.parse({
      name: 'Depot\r\nBcc: x',
      companyName: 'Depot\nLtd',
      context: { postcode: 'AB1', operatingHours: '24/7', purpose: 'warehouse' },
      type: 'PROPERTY_OWNER',
    });
    expect([site.name, site.companyName]).toEqual(['Depot Bcc: x', 'Depot Ltd']);
  });
});
