import { describe, it } from 'vitest';
import { expectReaderAgreesWithSchema } from '../test-support/schema-agreement';
import { readUser } from './read-user';
import { user } from './user';

const signedIn = {
  id: '6f1c1a54-8e5b-4a8e-9a57-0a4bb0d0c001',
  name: 'Ann Example',
  email: 'ann@example.com',
  notificationForPriority: 'HIGH',
  sites: [{ siteId: '11111111-1111-4111-8111-111111111111', siteName: 'Main Street Store' }],
  idpName: 'Ann',
  locale: 'en-GB',
};

describe('readUser', () => {
  it('accepts and refuses what user does, field by field', () => {
    expectReaderAgreesWithSchema(readUser, user, [
      signedIn,
      { id: signedIn.id, name: null, email: signedIn.email, sites: [], idpName: null },
    ]);
  });
});
