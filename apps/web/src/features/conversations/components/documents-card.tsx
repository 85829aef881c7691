import { DOCUMENT_KIND_LABELS, type DocumentSummary } from '@leadwise/contracts';
import { Download, FileText } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { formatDateTime, formatFileSize } from '../../../lib/format';
import { downloadDocument } from '../api/export-conversations';

/** Documents the visitor uploaded (mortgage certificate, proof of funds, ID), each downloadable. */
export function DocumentsCard({ documents }: { documents: DocumentSummary[] }) {
  const [downloadingId, setDownloadingId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const onDownload = async (document: DocumentSummary) => {
    setError(null);
    setDownloadingId(document.id);
    try {
      await downloadDocument(document.id, document.fileName);
    } catch (e) {
      setError(e instanceof Error ? e.message : 'Download failed');
    } finally {
      setDownloadingId(null);
    }
  };

  return (
    <Card title="Documents">
      {documents.length === 0 ? (
        <p className="text-sm text-slate-500">No documents received yet.</p>
      ) : (
        <ul className="space-y-3">
          {documents.map((document) => (
            <li key={document.id} className="flex items-center justify-between gap-3">
              <div className="flex min-w-0 items-start gap-2">
                <FileText aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-slate-400" />
                <div className="min-w-0">
                  <p className="text-sm font-medium text-slate-900">{DOCUMENT_KIND_LABELS[document.kind]}</p>
                  <p className="truncate text-xs text-slate-500">
                    {document.fileName} · {formatFileSize(document.sizeBytes)} · {formatDateTime(document.createdAt)}
                  </p>
                </div>
              </div>
              <Button
                variant="outline"
                size="sm"
                isLoading={downloadingId === document.id}
                onClick={() => onDownload(document)}
                aria-label={`Download ${document.fileName}`}
              >
                {downloadingId !== document.id && <Download aria-hidden="true" className="h-4 w-4" />}
                Download
              </Button>
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {error}
        </p>
      )}
    </Card>
  );
}
