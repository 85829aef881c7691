import type { ConversationDetail } from '@leadwise/contracts';
import { useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { formatDateTime } from '../../../lib/format';
import { useSetLeadKept } from '../api/keep-lead';

/**
 * The lead's privacy: the consent wording the visitor agreed to, and keeping the lead as a client
 * past the agency's retention period (with why).
 */
export function LeadPrivacyCard({
  conversationId,
  lead,
}: {
  conversationId: string;
  lead: NonNullable<ConversationDetail['lead']>;
}) {
  const reasonId = useId();
  const [reason, setReason] = useState('');
  const keep = useSetLeadKept(conversationId, lead.id);
  return (
    <Card title="Consent and retention">
      {lead.consent ? (
        <figure className="text-sm">
          <blockquote className="rounded-lg bg-slate-50 p-3 text-slate-700">“{lead.consent.wording}”</blockquote>
          <figcaption className="mt-1 text-xs text-slate-500">Agreed {formatDateTime(lead.consent.givenAt)}</figcaption>
        </figure>
      ) : (
        <p className="text-sm text-slate-600">No consent wording was recorded with this lead.</p>
      )}
      <div className="mt-4 border-t border-slate-100 pt-4">
        {lead.keptAt ? (
          <div className="space-y-2 text-sm">
            <p className="text-slate-700">
              Kept as a client since {formatDateTime(lead.keptAt)}: {lead.keepReason}
            </p>
            <Button variant="outline" size="sm" isLoading={keep.isPending} onClick={() => keep.mutate(null)}>
              Stop keeping this lead
            </Button>
          </div>
        ) : (
          <form
            className="space-y-2"
            onSubmit={(event) => {
              event.preventDefault();
              keep.mutate(reason.trim(), { onSuccess: () => setReason('') });
            }}
          >
            <label htmlFor={reasonId} className="block text-sm font-medium text-slate-800">
              Why keep this lead past the retention period?
            </label>
            <Input id={reasonId} value={reason} onChange={(e) => setReason(e.target.value)} placeholder="Became a client" />
            <Button type="submit" size="sm" variant="outline" disabled={reason.trim().length < 3} isLoading={keep.isPending}>
              Keep as a client
            </Button>
          </form>
        )}
        {keep.isError && (
          <Alert variant="error" className="mt-2">
            {keep.error.message}
          </Alert>
        )}
      </div>
    </Card>
  );
}
