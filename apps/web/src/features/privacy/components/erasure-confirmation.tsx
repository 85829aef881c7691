import { ERASURE_COUNT_LABELS, type ErasureResult } from '@leadwise/contracts';
import { useId } from 'react';
import { Alert } from '../../../components/ui/alert';
import { CopyButton } from '../../../components/ui/copy-button';
import { Textarea } from '../../../components/ui/textarea';

/** What the erasure removed, and the message to send the visitor. */
export function ErasureConfirmation({ result }: { result: ErasureResult }) {
  const textId = useId();
  const removed = (Object.keys(ERASURE_COUNT_LABELS) as Array<keyof typeof ERASURE_COUNT_LABELS>)
    .filter((key) => result.removed[key] > 0)
    .map((key) => `${result.removed[key]} ${ERASURE_COUNT_LABELS[key]}`);
  return (
    <div className="space-y-3">
      <Alert variant="success" title={`${result.subject.value} was erased`}>
        {removed.length ? `Removed ${removed.join(', ')}.` : 'Nothing was held about this visitor.'}
      </Alert>
      <div className="space-y-1.5">
        <div className="flex items-center justify-between gap-2">
          <label htmlFor={textId} className="text-sm font-medium text-slate-800">
            Confirmation to send the visitor
          </label>
          <CopyButton text={result.confirmationText} label="Copy the confirmation" />
        </div>
        <Textarea id={textId} readOnly rows={9} value={result.confirmationText} />
      </div>
    </div>
  );
}
