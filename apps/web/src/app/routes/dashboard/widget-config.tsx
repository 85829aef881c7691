import type { WidgetConfig } from '@leadwise/contracts';
import { Eye, Pencil } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/page-states';
import { useBranches } from '../../../features/branches/api/get-branches';
import { useWidgetConfig } from '../../../features/widget-config/api/get-widget-config';
import { useUpdateWidgetConfig } from '../../../features/widget-config/api/update-widget-config';
import { type FieldError, WidgetConfigForm } from '../../../features/widget-config/components/widget-config-form';
import { SimulatedSitePreview } from '../../../features/widget-config/components/widget-preview';
import { ApiError } from '../../../lib/api-client';

const SAVED_MESSAGE = 'Widget configuration saved successfully!';

/** Widget Setup (spec sections 2, 7 and 8): edit and preview modes, Save Changes. */
export default function WidgetConfigRoute() {
  const query = useWidgetConfig();
  const branches = useBranches();
  const save = useUpdateWidgetConfig();
  const [draft, setDraft] = useState<WidgetConfig | null>(null);
  const [mode, setMode] = useState<'edit' | 'preview'>('edit');
  const [fieldError, setFieldError] = useState<FieldError | null>(null);
  const [savedMessage, setSavedMessage] = useState('');
  const [saveError, setSaveError] = useState('');

  // The loaded configuration becomes the form; a successful save replaces it with what was stored.
  useEffect(() => {
    if (query.data && !draft) setDraft(query.data);
  }, [query.data, draft]);

  if (query.isPending) return <LoadingState label="Loading widget configuration..." />;
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404) {
      return <EmptyState title="No Widget Configuration Found">Unable to load widget configuration.</EmptyState>;
    }
    return (
      <ErrorState
        title="Failed to Load Widget Configuration"
        message={query.error.message || 'Failed to load widget configuration'}
        retryLabel="Try Again"
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (!draft) {
    return <EmptyState title="No Widget Configuration Found">Unable to load widget configuration.</EmptyState>;
  }

  const hasChanges = JSON.stringify(draft) !== JSON.stringify(query.data);
  const onSave = () => {
    setFieldError(null);
    setSavedMessage('');
    setSaveError('');
    save.mutate(draft, {
      onSuccess: (saved) => {
        setDraft(saved);
        setSavedMessage(SAVED_MESSAGE);
      },
      onError: (error) => {
        // A field's error shows (and is announced) beside the field; anything else here.
        if (error instanceof ApiError && error.field) setFieldError({ field: error.field, message: error.message });
        else setSaveError(error.message || 'Failed to save widget configuration');
      },
    });
  };

  return (
    <div className="space-y-5">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">Widget Configuration</h1>
        <p className="text-sm text-slate-600">
          How the chat looks and what it asks on your site: branding, texts, your areas and office hours.
        </p>
      </div>
      {/* Stays in view down the long form, so Save is always one tap away. */}
      <div className="sticky top-16 z-10 -mx-1 flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 bg-white/95 px-3 py-2 shadow-sm backdrop-blur">
        <p role="status" className="min-w-0 text-sm text-slate-700">
          {savedMessage && !hasChanges ? (
            <span className="font-medium text-green-700">{savedMessage}</span>
          ) : hasChanges ? (
            'You have unsaved changes'
          ) : (
            ''
          )}
        </p>
        <div className="flex flex-wrap items-center gap-2">
          <fieldset className="flex rounded-lg border border-slate-300 bg-white p-0.5">
            <legend className="sr-only">Mode</legend>
            <ModeButton isActive={mode === 'edit'} onClick={() => setMode('edit')}>
              <Pencil aria-hidden="true" className="h-4 w-4" />
              Edit Mode
            </ModeButton>
            <ModeButton isActive={mode === 'preview'} onClick={() => setMode('preview')}>
              <Eye aria-hidden="true" className="h-4 w-4" />
              Preview Mode
            </ModeButton>
          </fieldset>
          <Button onClick={onSave} disabled={save.isPending}>
            {save.isPending ? 'Saving...' : 'Save Changes'}
          </Button>
        </div>
      </div>
      {saveError && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          {saveError}
        </p>
      )}
      {mode === 'edit' ? (
        <WidgetConfigForm
          config={draft}
          fieldError={fieldError}
          branchOptions={branches.data?.items.map((b) => ({ value: b.id, label: b.name }))}
          onChange={(change) => setDraft((current) => (current ? { ...current, ...change } : current))}
        />
      ) : (
        <SimulatedSitePreview config={draft} />
      )}
    </div>
  );
}

function ModeButton({
  isActive,
  onClick,
  children,
}: {
  isActive: boolean;
  onClick: () => void;
  children: React.ReactNode;
}) {
  return (
    <button
      type="button"
      aria-pressed={isActive}
      onClick={onClick}
      className={
        isActive
          ? 'inline-flex items-center gap-1.5 rounded-md bg-blue-600 px-3 py-1.5 text-sm font-medium text-white'
          : 'inline-flex items-center gap-1.5 rounded-md px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-100'
      }
    >
      {children}
    </button>
  );
}
