import { type Lead, type LeadStatusValue, MAX_LEAD_NOTES_LENGTH } from '@leadwise/contracts';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ListingSummary } from '../../../components/ui/listing-summary';
import { SelectField, type SelectOption } from '../../../components/ui/select-field';
import { TemperatureBadge } from '../../../components/ui/status-badges';
import { Textarea } from '../../../components/ui/textarea';
import { paths } from '../../../config/paths';
import { formatDate } from '../../../lib/format';
import { useAssignLead } from '../api/assign-lead';
import { useUpdateLead } from '../api/update-lead';
import { LeadFieldSummary } from './lead-field-summary';
import { LEAD_STATUS_OPTIONS } from './lead-filters';
import { LeadHistoryTimeline } from './lead-history-timeline';
import { LeadOwnerBadge } from './lead-owner-badge';
import { LeadTypeBadge } from './lead-type-badge';

/** One lead: who, how hot, what they want; the agent moves it along the pipeline and keeps notes. */
export function LeadRow({ lead, assigneeOptions }: { lead: Lead; assigneeOptions: readonly SelectOption[] }) {
  const name = lead.name || 'Anonymous Lead';
  const update = useUpdateLead(lead.id);
  const assign = useAssignLead(lead.id);
  const [isHistoryOpen, setIsHistoryOpen] = useState(false);
  const historyId = useId();
  const notesId = useId();
  const [notes, setNotes] = useState(lead.notes);
  const [isEditingNotes, setIsEditingNotes] = useState(false);

  const saveNotes = () =>
    update.mutate(
      { notes },
      {
        onSuccess: (saved) => {
          setNotes(saved.notes);
          setIsEditingNotes(false);
        },
      },
    );

  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <Link
            to={paths.dashboard.conversation.getHref(lead.conversationId)}
            className="font-semibold text-slate-900 hover:text-blue-700 hover:underline"
          >
            {name}
          </Link>
          {lead.email && <p className="text-sm text-slate-600">{lead.email}</p>}
          {lead.phone && <p className="text-sm text-slate-600">{lead.phone}</p>}
          <p className="mt-1 text-xs text-slate-500">Created {formatDate(lead.createdAt)}</p>
          <div className="mt-1">
            <LeadOwnerBadge lead={lead} />
          </div>
          <LeadFieldSummary extracted={lead.extracted} />
          <ListingSummary listing={lead.listing} />
        </div>
        <div className="flex items-center gap-3">
          <LeadTypeBadge intent={lead.extracted.intent} />
          <span className="text-sm font-semibold text-slate-900">Score: {lead.score}/100</span>
          <TemperatureBadge temperature={lead.temperature} />
        </div>
      </div>
      <div className="mt-3 flex flex-wrap items-end gap-3 border-t border-slate-100 pt-3">
        <SelectField
          label="Status"
          value={lead.status}
          options={LEAD_STATUS_OPTIONS}
          disabled={update.isPending}
          onChange={(status) => status && update.mutate({ status: status as LeadStatusValue })}
          className="py-1.5"
        />
        <SelectField
          label="Assigned to"
          value={lead.assignee?.id}
          options={withCurrentAssignee(assigneeOptions, lead)}
          emptyLabel="Unassigned (queue)"
          disabled={assign.isPending}
          onChange={(memberId) => assign.mutate(memberId ?? null)}
          className="py-1.5"
        />
        {!isEditingNotes && (
          <Button variant="outline" size="sm" onClick={() => setIsEditingNotes(true)}>
            {lead.notes ? 'Edit notes' : 'Add notes'}
          </Button>
        )}
        <Button
          variant="ghost"
          size="sm"
          aria-expanded={isHistoryOpen}
          aria-controls={historyId}
          onClick={() => setIsHistoryOpen((open) => !open)}
        >
          {isHistoryOpen ? 'Hide history' : 'Show history'}
        </Button>
        <Link
          to={paths.dashboard.conversation.getHref(lead.conversationId)}
          className="inline-flex items-center py-1.5 text-sm font-medium text-blue-700 hover:underline"
        >
          View conversation
        </Link>
      </div>
      {isHistoryOpen && (
        <div id={historyId} className="mt-3 border-t border-slate-100 pt-3">
          <LeadHistoryTimeline leadId={lead.id} />
        </div>
      )}
      {lead.notes && !isEditingNotes && (
        <p className="mt-2 whitespace-pre-wrap break-words rounded-lg bg-slate-50 p-2 text-sm text-slate-700">
          {lead.notes}
        </p>
      )}
      {isEditingNotes && (
        <div className="mt-3 space-y-2">
          <label htmlFor={notesId} className="block text-xs font-medium text-slate-600">
            Notes
          </label>
          <Textarea
            id={notesId}
            value={notes}
            maxLength={MAX_LEAD_NOTES_LENGTH}
            onChange={(e) => setNotes(e.target.value)}
            className="min-h-20"
          />
          <div className="flex gap-2">
            <Button size="sm" onClick={saveNotes} isLoading={update.isPending}>
              Save notes
            </Button>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => {
                setNotes(lead.notes);
                setIsEditingNotes(false);
              }}
            >
              Cancel
            </Button>
          </div>
        </div>
      )}
      {(update.error ?? assign.error) && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {(update.error ?? assign.error)?.message}
        </p>
      )}
    </li>
  );
}

/** The options, with the current assignee kept even before the list of people has loaded. */
function withCurrentAssignee(options: readonly SelectOption[], lead: Lead): readonly SelectOption[] {
  const { assignee } = lead;
  if (!assignee || options.some((o) => o.value === assignee.id)) return options;
  return [{ value: assignee.id, label: assignee.name }, ...options];
}
