import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { AuthLayout } from './auth-layout';

/** The screen a flow shows on success while it waits to move on (spec's 2 and 3 second redirects). */
export function AuthSuccess({ title, icon: Icon, children }: { title: string; icon: LucideIcon; children: ReactNode }) {
  return (
    <AuthLayout title={title}>
      <div role="status" className="flex flex-col items-center gap-3 text-center">
        <Icon aria-hidden="true" className="h-12 w-12 text-green-600" />
        <p className="text-slate-700">{children}</p>
      </div>
    </AuthLayout>
  );
}
