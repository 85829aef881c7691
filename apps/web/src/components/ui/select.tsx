import clsx from 'clsx';
import type { SelectHTMLAttributes } from 'react';
import { fieldClasses } from './input';

export function Select({ className, ...props }: SelectHTMLAttributes<HTMLSelectElement>) {
  return <select className={clsx(fieldClasses, 'pr-8', className)} {...props} />;
}
