import { Download } from 'lucide-react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { CopyButton } from '../../../components/ui/copy-button';

/** Offers the recovery codes as a text file, one per line. */
function downloadCodes(codes: string[]) {
  const text = ['Leadwise recovery codes', 'Each code signs you in once if you lose your authenticator app.', '', ...codes, ''].join('\n');
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'leadwise-recovery-codes.txt';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** New recovery codes, shown this once: the server keeps only their hashes. */
export function RecoveryCodesList({ codes, onDone }: { codes: string[]; onDone(): void }) {
  return (
    <div className="space-y-4">
      <Alert variant="warning" title="Save your recovery codes now">
        They are shown only this once. If you lose your phone, each code signs you in one time instead of an
        authenticator code.
      </Alert>
      <ul aria-label="Recovery codes" className="grid grid-cols-2 gap-2 rounded-lg bg-slate-50 p-4 font-mono text-sm text-slate-900">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap items-center gap-3">
        <span className="inline-flex items-center gap-2 text-sm text-slate-700">
          <CopyButton text={codes.join('\n')} label="Copy recovery codes" />
          Copy
        </span>
        <Button variant="outline" size="sm" onClick={() => downloadCodes(codes)}>
          <Download aria-hidden="true" className="h-4 w-4" />
          Download recovery codes
        </Button>
        <Button size="sm" onClick={onDone}>
          I have saved my codes
        </Button>
      </div>
    </div>
  );
}
