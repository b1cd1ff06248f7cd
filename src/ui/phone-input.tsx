import type { InputHTMLAttributes } from 'react';
import { fullPhone, maskLocalPhone } from '../domain/phone';

/**
 * An Uzbek phone number: +998 shown before the nine local digits, grouped as they are written.
 * Typed, pasted or autofilled in any common form (with or without +998, spaces, dashes,
 * brackets), it gives the API's form, 998 and nine digits ('' while empty).
 */
export function PhoneInput({
  value,
  onPhone,
  ...rest
}: { value: string; onPhone: (phone: string) => void } & Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'onChange' | 'type'
>) {
  // `value` is the API's form (998 and the local digits) or ''
  return (
    <span className="phone-input">
      <span aria-hidden="true">+998</span>
      <input
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder="90 123 45 67"
        {...rest}
        value={maskLocalPhone(value.replace(/^998/, ''))}
        onChange={(e) => onPhone(fullPhone(e.target.value))}
      />
    </span>
  );
}
