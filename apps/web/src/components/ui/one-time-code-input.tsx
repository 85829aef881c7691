import type { InputHTMLAttributes } from 'react';
import { Input } from './input';

/**
 * A field for a 6-digit authenticator code: the phone keyboard shows digits and the browser may
 * fill it from an SMS or a password manager (`one-time-code`).
 */
export function OneTimeCodeInput(props: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>) {
  return (
    <Input
      type="text"
      autoComplete="one-time-code"
      inputMode="numeric"
      pattern="[0-9 ]*"
      maxLength={7}
      spellCheck={false}
      className="tracking-[0.3em]"
      {...props}
    />
  );
}
