import clsx from 'clsx';
import type { ComponentProps } from 'react';
import { Link } from 'react-router';

/** An in-app link styled as a text link. */
export function TextLink({ className, ...props }: ComponentProps<typeof Link>) {
  return <Link className={clsx('font-medium text-blue-700 hover:underline', className)} {...props} />;
}
