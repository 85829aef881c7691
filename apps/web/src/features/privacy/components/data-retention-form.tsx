import {
  type PrivacySettings,
  RETENTION_COUNT_LABELS,
  RETENTION_DAYS,
  updatePrivacySettingsInputSchema,
} from '@leadwise/contracts';
import { type FormEvent, useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { formatDateTime } from '../../../lib/format';
import { useUpdatePrivacySettings } from '../api/privacy-settings';

function describeLastRun(lastRun: PrivacySettings['lastRun']) {
  if (!lastRun) return 'The retention job has not run yet.';
  const removed = (Object.keys(RETENTION_COUNT_LABELS) as Array<keyof typeof RETENTION_COUNT_LABELS>)
    .filter((key) => (lastRun.removed[key] ?? 0) > 0)
    .map((key) => `${lastRun.removed[key]} ${RETENTION_COUNT_LABELS[key]}`);
  const when = formatDateTime(lastRun.finishedAt ?? lastRun.startedAt);
  return `Last run ${when}: ${removed.length ? `removed ${removed.join(', ')}` : 'nothing of yours was due'}.`;
}

/** Settings → Data retention: how long conversations are kept, and the agency's privacy notice. */
export function DataRetentionForm({ settings }: { settings: PrivacySettings }) {
  const daysId = useId();
  const urlId = useId();
  const [days, setDays] = useState(String(settings.retentionDays));
  const [url, setUrl] = useState(settings.privacyNoticeUrl ?? '');
  const [error, setError] = useState<string | null>(null);
  const save = useUpdatePrivacySettings();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = updatePrivacySettingsInputSchema.safeParse({ retentionDays: days, privacyNoticeUrl: url.trim() || null });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Check the values');
      return;
    }
    setError(null);
    save.mutate(parsed.data);
  };

  return (
    <form onSubmit={onSubmit} className="space-y-4" noValidate>
      <div className="space-y-1.5">
        <label htmlFor={daysId} className="block text-sm font-medium text-slate-800">
          Keep conversations for (days)
        </label>
        <Input
          id={daysId}
          type="number"
          inputMode="numeric"
          min={RETENTION_DAYS.min}
          max={RETENTION_DAYS.max}
          value={days}
          onChange={(e) => setDays(e.target.value)}
          className="max-w-[10rem]"
        />
        <p className="text-xs text-slate-500">
          Between {RETENTION_DAYS.min} and {RETENTION_DAYS.max} days after the last message. Leads you keep as clients stay.
        </p>
      </div>
      <div className="space-y-1.5">
        <label htmlFor={urlId} className="block text-sm font-medium text-slate-800">
          Your privacy notice address
        </label>
        <Input
          id={urlId}
          type="url"
          value={url}
          onChange={(e) => setUrl(e.target.value)}
          placeholder="https://your-agency.co.uk/privacy"
        />
        <p className="text-xs text-slate-500">The chat widget links to it beside Leadwise’s privacy policy.</p>
      </div>
      <p className="text-sm text-slate-600">{describeLastRun(settings.lastRun)}</p>
      {error && <Alert variant="error">{error}</Alert>}
      {save.isError && <Alert variant="error">{save.error.message}</Alert>}
      {save.isSuccess && <Alert variant="success">Data retention saved.</Alert>}
      <Button type="submit" isLoading={save.isPending}>
        Save data retention
      </Button>
    </form>
  );
}
