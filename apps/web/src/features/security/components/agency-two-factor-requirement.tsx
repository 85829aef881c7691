import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useUpdateSecuritySettings } from '../api/update-security-settings';
import { useFormError } from '../hooks/use-form-error';

/** The owner's switch: everyone in the agency must use two-factor sign-in to reach the dashboard. */
export function AgencyTwoFactorRequirement({ isRequired }: { isRequired: boolean }) {
  const update = useUpdateSecuritySettings();
  const { error, run } = useFormError();

  const onChange = () =>
    void run(() => update.mutateAsync({ requireTwoFactor: !isRequired }), 'The requirement could not be changed');

  return (
    <div className="space-y-3">
      {error && <Alert variant="error">{error}</Alert>}
      <p className="text-sm text-slate-600">
        {isRequired
          ? 'Everyone in your agency must use two-factor sign-in. Anyone who has not turned it on is asked to, before they can use the dashboard.'
          : 'When required, everyone in your agency must turn on two-factor sign-in before they can use the dashboard.'}
      </p>
      <Button variant={isRequired ? 'outline' : 'primary'} onClick={onChange} isLoading={update.isPending}>
        {isRequired ? 'Stop requiring two-factor sign-in' : 'Require two-factor sign-in for everyone'}
      </Button>
    </div>
  );
}
