import type { ErasureResult, SubjectRecords } from '@leadwise/contracts';
import { Button } from '../../../components/ui/button';
import { Alert } from '../../../components/ui/alert';
import { Modal } from '../../../components/ui/modal';
import { useEraseSubject } from '../api/erase-subject';
import { summariseRecords } from './subject-records-list';

/** Asks before erasing, saying what will go; the erasure cannot be undone. */
export function EraseSubjectDialog({
  records,
  isOpen,
  onClose,
  onErased,
}: {
  records: SubjectRecords;
  isOpen: boolean;
  onClose: () => void;
  onErased: (result: ErasureResult) => void;
}) {
  const erase = useEraseSubject();
  return (
    <Modal
      isOpen={isOpen}
      onClose={onClose}
      title={`Erase ${records.subject.value}?`}
      description="This permanently deletes everything held about this visitor. It cannot be undone."
    >
      <p className="text-sm text-slate-700">
        Will be removed: {summariseRecords(records)}, with the documents’ files. Unsent alerts about them are
        cancelled and sent alerts and webhook log entries lose their content.
      </p>
      {erase.isError && (
        <Alert variant="error" className="mt-3">
          {erase.error.message}
        </Alert>
      )}
      <div className="mt-5 flex flex-wrap justify-end gap-2">
        <Button variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button
          variant="danger"
          isLoading={erase.isPending}
          onClick={() => erase.mutate(records.subject, { onSuccess: onErased })}
        >
          Erase permanently
        </Button>
      </div>
    </Modal>
  );
}
