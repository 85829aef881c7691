import type { TwoFactorStatus } from '@leadwise/contracts';
import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Card } from '../../../components/ui/card';
import { formatDate } from '../../../lib/format';
import { AgencyTwoFactorRequirement } from './agency-two-factor-requirement';
import { RecoveryCodesList } from './recovery-codes-list';
import { RecoveryCodesRegenerateForm } from './recovery-codes-regenerate-form';
import { TwoFactorDisableForm } from './two-factor-disable-form';
import { TwoFactorSetupForm } from './two-factor-setup-form';

/** The Security page: the person's own two-factor sign-in and, for the owner, the agency's rule. */
export function SecurityPanel({ status }: { status: TwoFactorStatus }) {
  // Recovery codes live only in this state: leaving the page forgets them, as the server already has.
  const [freshCodes, setFreshCodes] = useState<string[] | null>(null);

  return (
    <div className="space-y-6">
      <Card title="Two-factor sign-in">
        {freshCodes ? (
          <RecoveryCodesList codes={freshCodes} onDone={() => setFreshCodes(null)} />
        ) : status.enabled ? (
          <div className="space-y-2 text-sm text-slate-700">
            <p className="flex items-center gap-2 font-medium text-green-700">
              <ShieldCheck aria-hidden="true" className="h-5 w-5" />
              On{status.enabledAt ? ` since ${formatDate(status.enabledAt)}` : ''}
            </p>
            <p>
              Sign-in asks for a code from your authenticator app after your password. {status.recoveryCodesLeft} of 10
              recovery codes left.
            </p>
          </div>
        ) : (
          <div className="space-y-4">
            {status.agencyRequiresTwoFactor && (
              <Alert variant="warning" title="Your agency requires two-factor sign-in">
                Turn it on to keep using the dashboard.
              </Alert>
            )}
            <TwoFactorSetupForm onEnabled={setFreshCodes} />
          </div>
        )}
      </Card>

      {status.enabled && !freshCodes && (
        <Card title="Recovery codes">
          <p className="mb-4 text-sm text-slate-600">
            Lost your codes or used most of them? Make a new set; the old codes stop working.
          </p>
          <RecoveryCodesRegenerateForm onCreated={setFreshCodes} />
        </Card>
      )}

      {status.enabled && !freshCodes && (
        <Card title="Turn off two-factor sign-in">
          {status.agencyRequiresTwoFactor ? (
            <p className="text-sm text-slate-600">
              Your agency requires two-factor sign-in, so it cannot be turned off. Ask the agency owner if this must change.
            </p>
          ) : (
            <TwoFactorDisableForm />
          )}
        </Card>
      )}

      {status.canChangeAgencyRequirement && (
        <Card title="Agency requirement">
          <AgencyTwoFactorRequirement isRequired={status.agencyRequiresTwoFactor} />
        </Card>
      )}
    </div>
  );
}
