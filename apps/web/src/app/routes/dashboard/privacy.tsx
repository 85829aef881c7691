import type { ErasureResult } from '@leadwise/contracts';
import { type FormEvent, useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { ErrorState, LoadingState } from '../../../components/ui/page-states';
import { useExportSubject } from '../../../features/privacy/api/export-subject';
import { useSubjectRecords } from '../../../features/privacy/api/find-subject-records';
import { EraseSubjectDialog } from '../../../features/privacy/components/erase-subject-dialog';
import { ErasureConfirmation } from '../../../features/privacy/components/erasure-confirmation';
import { SubjectRecordsList } from '../../../features/privacy/components/subject-records-list';

/**
 * Privacy requests: the agency answers a visitor's access or erasure request. Find them by email or
 * phone, download everything held about them, or erase it and send them the confirmation.
 */
export default function PrivacyRoute() {
  const inputId = useId();
  const [draft, setDraft] = useState('');
  const [q, setQ] = useState('');
  const [isEraseOpen, setIsEraseOpen] = useState(false);
  const [erasure, setErasure] = useState<ErasureResult | null>(null);
  const records = useSubjectRecords(q);
  const exportSubject = useExportSubject();

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    setErasure(null);
    setQ(draft.trim());
  };

  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <header>
        <h1 className="text-2xl font-semibold text-slate-900">Privacy requests</h1>
        <p className="text-sm text-slate-600">
          A visitor may ask for a copy of their data or for it to be erased. Answer within a month.
        </p>
      </header>
      <form onSubmit={onSearch} className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="min-w-0 flex-1 space-y-1.5">
          <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
            Visitor’s email or phone number
          </label>
          <Input
            id={inputId}
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            placeholder="sarah@example.com or 07700 900123"
            autoComplete="off"
          />
        </div>
        <Button type="submit" disabled={draft.trim().length < 3}>
          Find records
        </Button>
      </form>

      {erasure && <ErasureConfirmation result={erasure} />}
      {!erasure && q && records.isPending && <LoadingState label="Searching..." />}
      {!erasure && records.isError && <ErrorState message={records.error.message} onRetry={() => void records.refetch()} />}
      {!erasure && records.data && (
        <section aria-label="Records found" className="space-y-4">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 className="break-all text-lg font-semibold text-slate-900">Held about {records.data.subject.value}</h2>
            <div className="flex flex-wrap gap-2">
              <Button
                variant="outline"
                isLoading={exportSubject.isPending}
                onClick={() => exportSubject.mutate(records.data.subject)}
              >
                Download export
              </Button>
              <Button variant="danger" onClick={() => setIsEraseOpen(true)}>
                Erase this visitor
              </Button>
            </div>
          </div>
          {exportSubject.isError && <Alert variant="error">{exportSubject.error.message}</Alert>}
          {exportSubject.isSuccess && (
            <Alert variant="success">The export was downloaded. It stays available for 7 days.</Alert>
          )}
          <SubjectRecordsList records={records.data} />
          <EraseSubjectDialog
            records={records.data}
            isOpen={isEraseOpen}
            onClose={() => setIsEraseOpen(false)}
            onErased={(result) => {
              setIsEraseOpen(false);
              setErasure(result);
            }}
          />
        </section>
      )}
    </div>
  );
}
