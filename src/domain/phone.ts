/**
 * Uzbek phone numbers as customers type, paste or autofill them: "+998 90 123 45 67",
 * "998901234567", "(90) 123-45-67", "90 123 45 67". The API takes 998 and nine digits.
 */

/** The nine local digits (after +998) of what was entered; a full international number loses its 998. */
export function localPhoneDigits(input: string): string {
  const digits = input.replace(/\D/g, '');
  // only a whole international number: a local number may itself begin with 99 8…
  if (digits.length >= 12 && digits.startsWith('998')) return digits.slice(3, 12);
  return digits.slice(0, 9);
}

/** 998 and the nine local digits, as the API takes a phone; '' when nothing was entered. */
export function fullPhone(input: string): string {
  const local = localPhoneDigits(input);
  return local ? `998${local}` : '';
}

/** The local digits grouped as Uzbek numbers are written: 90 123 45 67. */
export function maskLocalPhone(local: string): string {
  const d = local.replace(/\D/g, '').slice(0, 9);
  return [d.slice(0, 2), d.slice(2, 5), d.slice(5, 7), d.slice(7, 9)].filter(Boolean).join(' ');
}

/** A stored phone (998 and nine digits) as people write it: +998 90 123 45 67. */
export function formatPhone(digits: string): string {
  const d = digits.replace(/\D/g, '');
  const m = /^(998)(\d{2})(\d{3})(\d{2})(\d{2})$/.exec(d);
  return m ? `+${m[1]} ${m[2]} ${m[3]} ${m[4]} ${m[5]}` : digits;
}
