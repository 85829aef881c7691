import { useSearchParams } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Logo } from '../../components/ui/logo';
import { useCancelAppointment } from '../../features/appointments/api/cancel-appointment';
import { toErrorMessage } from '../../lib/error-message';

/**
 * The visitor's cancel link lands here and cancels only on the button: mail scanners open links,
 * and a link that cancelled on sight would cancel appointments nobody meant to.
 */
export default function AppointmentCancelRoute() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const cancel = useCancelAppointment();
  return (
    <main className="flex min-h-screen items-start justify-center bg-slate-50 p-4 sm:items-center">
      <div className="w-full max-w-md space-y-5 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <Logo />
        <h1 className="text-xl font-semibold text-slate-900">Cancel your appointment</h1>
        {cancel.isSuccess ? (
          <Alert variant="success" title="Your appointment is cancelled">
            Your {cancel.data.kind} on {cancel.data.when} is cancelled, and {cancel.data.companyName} has been told. To
            find another time, chat with them again or reply to their email.
          </Alert>
        ) : !token ? (
          <Alert variant="error">This cancel link is incomplete. Please open the link from your email again.</Alert>
        ) : (
          <>
            <p className="text-sm text-slate-600">
              If the time no longer suits you, cancel it here. The agent is told straight away.
            </p>
            {cancel.isError && (
              <Alert variant="error">{toErrorMessage(cancel.error, 'The appointment could not be cancelled')}</Alert>
            )}
            <Button variant="danger" isLoading={cancel.isPending} onClick={() => cancel.mutate(token)}>
              Cancel my appointment
            </Button>
          </>
        )}
      </div>
    </main>
  );
}
