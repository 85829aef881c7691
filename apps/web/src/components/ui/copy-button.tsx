import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';

/** Spec section 9: the check mark shows for 2 seconds after a copy. */
export const COPY_CONFIRMATION_MS = 2000;

/** Copies `text` to the clipboard and shows a check mark for 2 s. A failed copy is only logged (spec section 8). */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const [isCopied, setIsCopied] = useState(false);
  useEffect(() => {
    if (!isCopied) return;
    const timer = setTimeout(() => setIsCopied(false), COPY_CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [isCopied]);

  const onCopy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setIsCopied(true);
    } catch (error) {
      console.error('Copy failed', error);
    }
  };

  return (
    <button
      type="button"
      onClick={onCopy}
      aria-label={isCopied ? `${label}: copied` : label}
      className="inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-lg border border-slate-300 bg-white text-slate-600 hover:bg-slate-50"
    >
      {isCopied ? (
        <Check aria-hidden="true" className="h-4 w-4 text-green-600" />
      ) : (
        <Copy aria-hidden="true" className="h-4 w-4" />
      )}
    </button>
  );
}
