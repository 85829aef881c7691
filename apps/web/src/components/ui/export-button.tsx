import { Download } from 'lucide-react';
import { useState } from 'react';
import { Button } from './button';

/** 'Export CSV': runs the download, shows progress, and says why when it fails. */
export function ExportButton({
  onExport,
  disabled,
  label = 'Export CSV',
}: {
  onExport: () => Promise<void>;
  disabled?: boolean;
  label?: string;
}) {
  const [error, setError] = useState<string | null>(null);
  const [isExporting, setIsExporting] = useState(false);
  const run = async () => {
    setError(null);
    setIsExporting(true);
    try {
      await onExport();
    } catch (e) {
      setError(e instanceof Error ? e.message : 'Export failed');
    } finally {
      setIsExporting(false);
    }
  };
  return (
    <div className="flex flex-col items-end gap-1">
      <Button variant="outline" onClick={run} isLoading={isExporting} disabled={disabled}>
        {!isExporting && <Download aria-hidden="true" className="h-4 w-4" />}
        {label}
      </Button>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
