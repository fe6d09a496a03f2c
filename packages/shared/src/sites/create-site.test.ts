import { describe, expect, it } from 'vitest';
import { createSiteForm, createSiteRequest, defaultSiteType, toCreateSiteRequest } from './create-site';

const valid = {
  name: 'Main Street Store',
  postcode: 'SW1A 1AA',
  operatingHours: 'Mon-Sat 9:00-17:30',
  purpose: 'retail',
  type: defaultSiteType,
};
const messages = (input: unknown) => {
  const result = createSiteForm.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => i.message);
};

describe('create site form (spec section 5)', () => {
  it('accepts a valid site', () => {
    expect(messages(valid)).toEqual([]);
  });

  it('shows every required message', () => {
    expect(messages({ ...valid, name: '', postcode: '', operatingHours: '', purpose: '' })).toEqual([
      'Site name is required',
      'Postcode is required',
      'Operating hours are required',
      'Site function is required',
    ]);
  });

  it('checks the length limits at their boundaries', () => {
    expect(messages({ ...valid, name: 'a'.repeat(255) })).toEqual([]);
    expect(messages({ ...valid, name: 'a'.repeat(256) })).toEqual(['Site name must not exceed 255 characters']);
    expect(messages({ ...valid, postcode: 'a'.repeat(20) })).toEqual([]);
    expect(messages({ ...valid, postcode: 'a'.repeat(21) })).toEqual(['Postcode must not exceed 20 characters']);
    expect(messages({ ...valid, operatingHours: 'a'.repeat(255) })).toEqual([]);
    expect(messages({ ...valid, operatingHours: 'a'.repeat(256) })).toEqual([
      'Operating hours must not exceed 255 characters',
    ]);
  });

  it("requires the free-text function when 'other' is chosen", () => {
    expect(messages({ ...valid, purpose: 'other' })).toEqual(['Please specify the function of the site']);
    expect(messages({ ...valid, purpose: 'other', customPurpose: 'a'.repeat(255) })).toEqual([]);
    expect(messages({ ...valid, purpose: 'other', customPurpose: 'a'.repeat(256) })).toEqual([
      'Site function must not exceed 255 characters',
    ]);
  });

  it("sends companyName equal to name and the free text for 'other'", () => {
    const request = toCreateSiteRequest(
      createSiteForm.parse({ ...valid, purpose: 'other', customPurpose: 'Car wash' }),
    );
    expect(request).toEqual({
      name: 'Main Street Store',
      companyName: 'Main Street Store',
      context: { postcode: 'SW1A 1AA', operatingHours: 'Mon-Sat 9:00-17:30', purpose: 'Car wash' },
      type: 'PROPERTY_OWNER',
    });
    expect(createSiteRequest.safeParse(request).success).toBe(true);
  });

  it('rejects an unknown site role type in the API payload', () => {
    const request = toCreateSiteRequest(createSiteForm.parse(valid));
    expect(createSiteRequest.safeParse({ ...request, type: 'LANDLORD' }).success).toBe(false);
  });
});
