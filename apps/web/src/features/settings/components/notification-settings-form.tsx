import {
  type NotificationSettings,
  TEMPERATURES,
  type UpdateNotificationSettingsInput,
  updateNotificationSettingsInputSchema,
} from '@leadwise/contracts';
import { type FormEvent, useMemo, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { ApiError } from '../../../lib/api-client';
import { useUpdateNotificationSettings } from '../api/update-notification-settings';

type Temperature = (typeof TEMPERATURES)[number];
type FormValues = Omit<UpdateNotificationSettingsInput, 'emailTo' | 'smsTo'> & {
  temperatures: Temperature[];
  emailTo: string;
  smsTo: string;
};

const TEMPERATURE_LABELS: Record<Temperature, string> = {
  hot: 'Hot leads (score 70+)',
  warm: 'Warm leads (score 40-69)',
  cold: 'Cold leads (under 40)',
};

function timeZoneOptions(current: string) {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return zones.includes(current) ? zones : [current, ...zones];
}

function toFormValues(settings: NotificationSettings): FormValues {
  return {
    temperatures: settings.temperatures,
    email: settings.email,
    emailTo: settings.emailTo === settings.accountEmail ? '' : settings.emailTo,
    sms: settings.sms,
    smsTo: settings.smsTo ?? '',
    dailySummary: settings.dailySummary,
    timeZone: settings.timeZone,
  };
}

/** Which temperatures alert, by email and/or SMS, where to, the daily summary and the time zone. */
export function NotificationSettingsForm({ settings }: { settings: NotificationSettings }) {
  const [values, setValues] = useState<FormValues>(() => toFormValues(settings));
  const [fieldError, setFieldError] = useState<{ field?: string; message: string } | null>(null);
  const [saved, setSaved] = useState(false);
  const update = useUpdateNotificationSettings();
  const zones = useMemo(() => timeZoneOptions(values.timeZone), [values.timeZone]);

  const set = <K extends keyof FormValues>(key: K, value: FormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setSaved(false);
  };
  const toggleTemperature = (t: Temperature, on: boolean) =>
    set('temperatures', on ? [...values.temperatures, t] : values.temperatures.filter((x) => x !== t));
  const invalid = (field: string) => (fieldError?.field === field ? true : undefined);
  const errorFor = (field: string) =>
    fieldError?.field === field ? (
      <span role="alert" className="text-red-700">
        {fieldError.message}
      </span>
    ) : undefined;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFieldError(null);
    setSaved(false);
    const parsed = updateNotificationSettingsInputSchema.safeParse(values);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      setFieldError({ field: String(issue.path[0] ?? ''), message: issue.message });
      return;
    }
    try {
      const result = await update.mutateAsync(values);
      setValues(toFormValues(result));
      setSaved(true);
    } catch (error) {
      const message = error instanceof Error ? error.message : 'Failed to save notification settings';
      setFieldError({ field: error instanceof ApiError ? error.field?.split('.')[0] : undefined, message });
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6">
      <fieldset className="space-y-2">
        <legend className="mb-2 text-sm font-medium text-slate-800">Alert me about new leads that are</legend>
        {TEMPERATURES.map((t) => (
          <Checkbox
            key={t}
            label={TEMPERATURE_LABELS[t]}
            checked={values.temperatures.includes(t)}
            onChange={(e) => toggleTemperature(t, e.target.checked)}
          />
        ))}
        <p className="text-xs text-slate-500">Each lead alerts once, when it first reaches a temperature you chose.</p>
      </fieldset>

      <div className="space-y-3">
        <Checkbox label="Email alerts" checked={values.email} onChange={(e) => set('email', e.target.checked)} />
        <FormField
          label="Alert email address"
          htmlFor="alert-email"
          hintId="alert-email-hint"
          hint={errorFor('emailTo') ?? `Leave empty to use your account email (${settings.accountEmail}).`}
        >
          <Input
            id="alert-email"
            type="email"
            autoComplete="email"
            placeholder={settings.accountEmail}
            value={values.emailTo}
            aria-invalid={invalid('emailTo')}
            aria-describedby="alert-email-hint"
            onChange={(e) => set('emailTo', e.target.value)}
          />
        </FormField>
      </div>

      <div className="space-y-3">
        <Checkbox label="SMS alerts" checked={values.sms} onChange={(e) => set('sms', e.target.checked)} />
        <FormField
          label="Mobile number"
          htmlFor="alert-phone"
          hintId="alert-phone-hint"
          hint={
            errorFor('smsTo') ??
            (settings.smsConfigured
              ? 'A UK mobile (07700 900123) or an international number (+353 ...).'
              : 'SMS sending is not set up on this server yet: texts are kept in the dev outbox.')
          }
        >
          <Input
            id="alert-phone"
            type="tel"
            autoComplete="tel"
            placeholder="07700 900123"
            value={values.smsTo}
            aria-invalid={invalid('smsTo')}
            aria-describedby="alert-phone-hint"
            onChange={(e) => set('smsTo', e.target.value)}
          />
        </FormField>
      </div>

      <Checkbox
        label="Daily summary email at 08:00 (yesterday's conversations, leads, documents and leads still to contact)"
        checked={values.dailySummary}
        onChange={(e) => set('dailySummary', e.target.checked)}
      />

      <FormField label="Time zone" htmlFor="alert-time-zone" hintId="alert-time-zone-hint" hint={errorFor('timeZone')}>
        <Select
          id="alert-time-zone"
          value={values.timeZone}
          aria-invalid={invalid('timeZone')}
          onChange={(e) => set('timeZone', e.target.value)}
        >
          {zones.map((zone) => (
            <option key={zone} value={zone}>
              {zone.replace(/_/g, ' ')}
            </option>
          ))}
        </Select>
      </FormField>

      {fieldError && !['emailTo', 'smsTo', 'timeZone'].includes(fieldError.field ?? '') && (
        <Alert variant="error">{fieldError.message}</Alert>
      )}
      {saved && <Alert variant="success">Notification settings saved.</Alert>}
      <Button type="submit" isLoading={update.isPending}>
        Save notification settings
      </Button>
    </form>
  );
}
