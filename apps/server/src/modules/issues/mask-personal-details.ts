/** What replaces an email address or a phone number in a stored report (and so in emails and PDFs). */
export const maskedEmail = '[email hidden]';
export const maskedPhone = '[phone hidden]';

// Local part, @, domain with at least one dot: what people type as an address, in any script.
const emailPattern = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/gu;
// A run of digits with the usual separators (space, dot, dash, slash, brackets), optionally after '+'.
const phoneCandidate = /\+?\(?\d[\d\s./()-]{5,}\d/g;
const minPhoneDigits = 8;
const maxPhoneDigits = 15;
// A date or a time is not a phone number: 2026-11-24, 24.11.2026, 24/11/2026, 10:30.
const datePattern = /^\d{1,4}[./-]\d{1,2}[./-]\d{1,4}$/;

function maskPhones(text: string): string {
  return text.replace(phoneCandidate, (match) => {
    const digits = match.replace(/\D/g, '').length;
    if (digits < minPhoneDigits || digits > maxPhoneDigits) return match;
    if (datePattern.test(match.trim())) return match;
    return maskedPhone;
  });
}

/**
 * Masks email addresses and phone numbers (8 to 15 digits, as ITU E.164 allows) that a visitor typed.
 * Managers never need them to fix a spill, and reports travel on in emails and PDFs.
 */
export function maskPersonalDetails(text: string): string {
  return maskPhones(text.replace(emailPattern, maskedEmail));
}
