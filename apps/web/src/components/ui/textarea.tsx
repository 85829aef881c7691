import clsx from 'clsx';
import type { TextareaHTMLAttributes } from 'react';
import { fieldClasses } from './input';

export function Textarea({ className, ...props }: TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return <textarea className={clsx(fieldClasses, 'min-h-28', className)} {...props} />;
}
