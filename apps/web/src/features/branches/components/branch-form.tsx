import type { Branch, BranchInput, OfficeHours } from '@leadwise/contracts';
import { useId, useState } from 'react';
import { AreasEditor } from '../../../components/forms/areas-editor';
import { WeeklyHoursEditor } from '../../../components/forms/weekly-hours-editor';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { ApiError } from '../../../lib/api-client';
import { useSaveBranch } from '../api/save-branch';

interface BranchDraft {
  name: string;
  areas: string[];
  phone: string;
  officeHours: OfficeHours | null;
  appointmentHours: OfficeHours | null;
  alertBranch: boolean;
  alertEmail: string;
}

function toDraft(branch: Branch | null): BranchDraft {
  return {
    name: branch?.name ?? '',
    areas: branch?.areas ?? [],
    phone: branch?.phone ?? '',
    officeHours: branch?.officeHours ?? null,
    appointmentHours: branch?.appointmentHours ?? null,
    alertBranch: branch?.alertBranch ?? false,
    alertEmail: branch?.alertEmail ?? '',
  };
}

/** Hours switched off are saved as none: the branch then follows the agency's. */
function toInput(draft: BranchDraft): BranchInput {
  return {
    ...draft,
    officeHours: draft.officeHours?.enabled ? draft.officeHours : null,
    appointmentHours: draft.appointmentHours?.enabled ? draft.appointmentHours : null,
  };
}

/** Adds a branch or edits one: name, areas covered, phone, office and appointment hours, alerts. */
export function BranchForm({
  branch,
  onDone,
}: {
  /** Null adds a new branch. */
  branch: Branch | null;
  onDone: () => void;
}) {
  const [draft, setDraft] = useState(() => toDraft(branch));
  const save = useSaveBranch();
  const nameId = useId();
  const phoneId = useId();
  const emailId = useId();
  const set = (change: Partial<BranchDraft>) => setDraft((current) => ({ ...current, ...change }));
  const fieldError = save.error instanceof ApiError ? save.error.field : undefined;

  return (
    <form
      className="space-y-6"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate({ id: branch?.id ?? null, input: toInput(draft) }, { onSuccess: onDone });
      }}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Branch name" htmlFor={nameId}>
          <Input
            id={nameId}
            value={draft.name}
            maxLength={120}
            required
            aria-invalid={fieldError === 'name' ? true : undefined}
            onChange={(e) => set({ name: e.target.value })}
            placeholder="e.g. Headingley"
          />
        </FormField>
        <FormField label="Phone" htmlFor={phoneId} hint="The branch's UK number, e.g. 0113 496 0000">
          <Input
            id={phoneId}
            type="tel"
            value={draft.phone}
            maxLength={32}
            aria-invalid={fieldError === 'phone' ? true : undefined}
            onChange={(e) => set({ phone: e.target.value })}
          />
        </FormField>
      </div>

      <AreasEditor
        label="Areas covered"
        listLabel="Areas this branch covers"
        emptyText="No areas yet: leads reach this branch only from a widget that belongs to it."
        areas={draft.areas}
        onChange={(areas) => set({ areas })}
      />

      <section className="space-y-2">
        <h3 className="text-sm font-semibold text-slate-900">Office hours</h3>
        <WeeklyHoursEditor
          hours={draft.officeHours}
          onChange={(officeHours) => set({ officeHours })}
          enableLabel="This branch has its own office hours"
        />
      </section>

      <section className="space-y-2">
        <h3 className="text-sm font-semibold text-slate-900">Appointment hours</h3>
        <p className="text-xs text-slate-500">
          When valuations and viewings can be offered at this branch. Off: the agency's appointment hours.
        </p>
        <WeeklyHoursEditor
          hours={draft.appointmentHours}
          onChange={(appointmentHours) => set({ appointmentHours })}
          enableLabel="This branch has its own appointment hours"
        />
      </section>

      <section className="space-y-3">
        <h3 className="text-sm font-semibold text-slate-900">Alerts</h3>
        <Checkbox
          label="Also alert the branch (a copy of every lead alert for this branch)"
          checked={draft.alertBranch}
          onChange={(e) => set({ alertBranch: e.target.checked })}
        />
        {draft.alertBranch && (
          <FormField label="Branch email" htmlFor={emailId}>
            <Input
              id={emailId}
              type="email"
              value={draft.alertEmail}
              maxLength={254}
              aria-invalid={fieldError === 'alertEmail' ? true : undefined}
              onChange={(e) => set({ alertEmail: e.target.value })}
              placeholder="headingley@your-agency.co.uk"
            />
          </FormField>
        )}
      </section>

      {save.error && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          {save.error.message}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" isLoading={save.isPending}>
          {branch ? 'Save branch' : 'Add branch'}
        </Button>
        <Button type="button" variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
