import clsx from 'clsx';
import { Check, Circle } from 'lucide-react';
import { passwordRequirements } from '../utils/validate-auth-forms';

/** Live hints under a new-password field: each requirement ticks as it is met. */
export function PasswordRequirements({ id, password }: { id?: string; password: string }) {
  return (
    <ul id={id} aria-label="Password requirements" className="grid grid-cols-1 gap-1 text-xs sm:grid-cols-2">
      {passwordRequirements(password).map((requirement) => (
        <li
          key={requirement.label}
          className={clsx('flex items-center gap-1.5', requirement.isMet ? 'text-green-700' : 'text-slate-500')}
        >
          {requirement.isMet ? (
            <Check aria-hidden="true" className="h-3.5 w-3.5" />
          ) : (
            <Circle aria-hidden="true" className="h-3.5 w-3.5" />
          )}
          {requirement.label}
          <span className="sr-only">{requirement.isMet ? ' (met)' : ' (not met yet)'}</span>
        </li>
      ))}
    </ul>
  );
}
