import { type Appointment, MAX_DECLINE_REASON_LENGTH } from '@leadwise/contracts';
import { type FormEvent, useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Modal } from '../../../components/ui/modal';
import { Textarea } from '../../../components/ui/textarea';
import { toErrorMessage } from '../../../lib/error-message';
import { useAnswerAppointment } from '../api/answer-appointment';
import { contactName, formatAppointmentTime, toLocalInputValue } from './appointment-format';

type Dialog = 'decline' | 'propose' | null;

/** Confirm, decline with a reason, or propose another time, for one live appointment. */
export function AppointmentActions({ appointment, isCompact = false }: { appointment: Appointment; isCompact?: boolean }) {
  const answer = useAnswerAppointment();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [reason, setReason] = useState('');
  const [startsAt, setStartsAt] = useState(() => toLocalInputValue(appointment.startsAt));
  const reasonId = useId();
  const startsAtId = useId();
  if (appointment.status !== 'requested' && appointment.status !== 'confirmed') return null;
  const who = contactName(appointment);

  const close = () => {
    setDialog(null);
    answer.reset();
  };
  const onDecline = (event: FormEvent) => {
    event.preventDefault();
    answer.mutate({ id: appointment.id, action: 'decline', reason }, { onSuccess: close });
  };
  const onPropose = (event: FormEvent) => {
    event.preventDefault();
    answer.mutate(
      { id: appointment.id, action: 'propose', startsAt: new Date(startsAt).toISOString() },
      { onSuccess: close },
    );
  };
  const error = answer.isError ? toErrorMessage(answer.error, 'That did not work: please try again') : null;

  return (
    <div className={isCompact ? 'flex flex-col gap-1.5 [&>button]:w-full' : 'flex flex-wrap gap-2'}>
      {appointment.status === 'requested' && (
        <Button
          size="sm"
          isLoading={answer.isPending && answer.variables?.action === 'confirm'}
          onClick={() => answer.mutate({ id: appointment.id, action: 'confirm' })}
          aria-label={`Confirm ${appointment.kind} with ${who}`}
        >
          Confirm
        </Button>
      )}
      <Button size="sm" variant="outline" onClick={() => setDialog('propose')} aria-label={`Propose another time to ${who}`}>
        {isCompact ? 'New time' : 'Propose another time'}
      </Button>
      <Button size="sm" variant="ghost" onClick={() => setDialog('decline')} aria-label={`Decline ${appointment.kind} with ${who}`}>
        Decline
      </Button>
      {error && dialog === null && (
        <p role="alert" className="w-full text-sm text-red-700">
          {error}
        </p>
      )}

      <Modal
        isOpen={dialog === 'decline'}
        onClose={close}
        title={`Decline ${who}'s ${appointment.kind}`}
        description={`${formatAppointmentTime(appointment)}. The visitor is emailed your reason.`}
      >
        <form onSubmit={onDecline} className="space-y-4">
          <FormField label="Reason (sent to the visitor)" htmlFor={reasonId}>
            <Textarea
              id={reasonId}
              value={reason}
              maxLength={MAX_DECLINE_REASON_LENGTH}
              required
              rows={3}
              onChange={(e) => setReason(e.target.value)}
            />
          </FormField>
          {error && <Alert variant="error">{error}</Alert>}
          <div className="flex justify-end gap-2">
            <Button variant="outline" onClick={close}>
              Keep it
            </Button>
            <Button type="submit" variant="danger" isLoading={answer.isPending}>
              Decline appointment
            </Button>
          </div>
        </form>
      </Modal>

      <Modal
        isOpen={dialog === 'propose'}
        onClose={close}
        title={`Propose another time to ${who}`}
        description="It moves there, confirmed, and the visitor is emailed the new time with a calendar invite."
      >
        <form onSubmit={onPropose} className="space-y-4">
          <FormField label="New date and time" htmlFor={startsAtId}>
            <Input
              id={startsAtId}
              type="datetime-local"
              value={startsAt}
              required
              onChange={(e) => setStartsAt(e.target.value)}
            />
          </FormField>
          {error && <Alert variant="error">{error}</Alert>}
          <div className="flex justify-end gap-2">
            <Button variant="outline" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" isLoading={answer.isPending}>
              Propose this time
            </Button>
          </div>
        </form>
      </Modal>
    </div>
  );
}
