import { useState } from 'preact/hooks';
import type { DocumentKindValue } from '../shared/types';

const MAX_BYTES = 10 * 1024 * 1024;
const ACCEPT = '.pdf,.jpg,.jpeg,.png,.heic,application/pdf,image/jpeg,image/png,image/heic';
const KINDS: Array<[DocumentKindValue | '', string]> = [
  ['', 'Not sure: work it out for me'],
  ['mortgage_certificate', 'Mortgage certificate / AIP'],
  ['proof_of_funds', 'Proof of funds'],
  ['id', 'ID'],
  ['other', 'Other'],
];

interface Props {
  isUploading: boolean;
  onUpload(file: File, kind: DocumentKindValue | ''): void;
  onCancel(): void;
}

/** Asks what the document is, then sends it; the server checks the real file type. */
export function DocumentUpload({ isUploading, onUpload, onCancel }: Props) {
  const [file, setFile] = useState<File | null>(null);
  const [kind, setKind] = useState<DocumentKindValue | ''>('');
  const [problem, setProblem] = useState('');

  return (
    <form
      class="lw-upload"
      aria-label="Upload a document"
      onSubmit={(event) => {
        event.preventDefault();
        if (!file) return setProblem('Choose a file to upload.');
        if (file.size > MAX_BYTES) return setProblem('Documents can be at most 10 MB.');
        setProblem('');
        onUpload(file, kind);
      }}
    >
      <label for="lw-doc-kind">What is this document?</label>
      <select
        id="lw-doc-kind"
        value={kind}
        onChange={(event) => setKind(event.currentTarget.value as DocumentKindValue | '')}
      >
        {KINDS.map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
      <label for="lw-doc-file">File (PDF, JPEG, PNG or HEIC, up to 10 MB)</label>
      <input
        id="lw-doc-file"
        type="file"
        accept={ACCEPT}
        onChange={(event) => setFile(event.currentTarget.files?.[0] ?? null)}
      />
      {problem ? (
        <p class="lw-error" role="alert">
          {problem}
        </p>
      ) : null}
      <div class="lw-actions">
        <button type="button" class="lw-button" onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" class="lw-button lw-button-primary" disabled={isUploading}>
          {isUploading ? 'Uploading…' : 'Upload'}
        </button>
      </div>
    </form>
  );
}
