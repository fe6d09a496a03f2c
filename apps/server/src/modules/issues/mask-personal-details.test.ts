import { describe, expect, it } from 'vitest';
import { maskedEmail, maskedPhone, maskPersonalDetails } from './mask-personal-details';

describe('maskPersonalDetails', () => {
  it.each([
    ['Call me on +44 7700 900123 please', `Call me on ${maskedPhone} please`],
    ['tel. 601-234-567', `tel. ${maskedPhone}`],
    ['(020) 7946 0958', maskedPhone],
    ['Mail jan.kowalski+spill@example.co.uk if needed', `Mail ${maskedEmail} if needed`],
    ['écrivez à zoé@exemple.fr', `écrivez à ${maskedEmail}`],
    ['Napisz: anna@poczta.pl, tel 512345678', `Napisz: ${maskedEmail}, tel ${maskedPhone}`],
  ])('masks %s', (input, expected) => {
    expect(maskPersonalDetails(input)).toBe(expected);
  });

  it.each([
    'Aisle 3, near checkout 12',
    'Room 1204 on floor 2',
    'Since 24.11.2026 at 10:30',
    'Order 2026-11-24',
    'Gate 45-67',
    'The price tag says 1 299.99',
  ])('keeps %s', (input) => {
    expect(maskPersonalDetails(input)).toBe(input);
  });
});
