import { Badge, type BadgeTone } from './badge';

/** Spec section 2: qualified green, active blue, anything else yellow. */
export function conversationStatusTone(status: string): BadgeTone {
  if (status === 'qualified') return 'green';
  if (status === 'active') return 'blue';
  return 'yellow';
}

export function ConversationStatusBadge({ status }: { status: string }) {
  return <Badge tone={conversationStatusTone(status)}>{status}</Badge>;
}

/** Spec section 2: hot red, warm yellow, otherwise blue. */
export function temperatureTone(temperature: string): BadgeTone {
  if (temperature === 'hot') return 'red';
  if (temperature === 'warm') return 'yellow';
  return 'blue';
}

export function TemperatureBadge({ temperature }: { temperature: string }) {
  return <Badge tone={temperatureTone(temperature)}>{temperature}</Badge>;
}
