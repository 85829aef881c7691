import type { WidgetConfig } from '@leadwise/contracts';
import clsx from 'clsx';
import { MessageCircle, Send, X } from 'lucide-react';
import { useState } from 'react';

const HEX = /^#[0-9a-f]{6}$/i;
/** A half-typed colour keeps the last sensible look instead of breaking the preview. */
const safeColor = (value: string, fallback: string) => (HEX.test(value) ? value : fallback);

const CORNER: Record<WidgetConfig['position'], string> = {
  'bottom-right': 'bottom-4 right-4 items-end',
  'bottom-left': 'bottom-4 left-4 items-start',
  'top-right': 'top-4 right-4 items-end flex-col-reverse',
  'top-left': 'top-4 left-4 items-start flex-col-reverse',
};

type PreviewConfig = Pick<
  WidgetConfig,
  | 'companyName'
  | 'agentName'
  | 'logoUrl'
  | 'primaryColor'
  | 'secondaryColor'
  | 'welcomeMessage'
  | 'placeholderText'
  | 'position'
>;

/** The chat window as visitors will see it, drawn from the unsaved form. */
export function WidgetChatPreview({ config, onClose }: { config: PreviewConfig; onClose?: () => void }) {
  const primary = safeColor(config.primaryColor, '#3B82F6');
  const secondary = safeColor(config.secondaryColor, '#F8F9FA');
  const hasLogo = /^https:\/\//i.test(config.logoUrl);
  return (
    <div className="w-72 max-w-full overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-xl">
      <div className="flex items-center gap-3 px-4 py-3 text-white" style={{ backgroundColor: primary }}>
        {hasLogo ? (
          <img src={config.logoUrl} alt="" className="h-8 w-8 rounded-full bg-white object-cover" />
        ) : (
          <span className="flex h-8 w-8 items-center justify-center rounded-full bg-white/20 text-sm font-bold">
            {(config.companyName || 'W').charAt(0).toUpperCase()}
          </span>
        )}
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-semibold">{config.companyName || 'Your company'}</p>
          <p className="truncate text-xs opacity-80">{config.agentName || 'Your name'}</p>
        </div>
        {onClose && (
          <button
            type="button"
            aria-label="Close preview chat"
            onClick={onClose}
            className="rounded p-1 hover:bg-white/20"
          >
            <X aria-hidden="true" className="h-4 w-4" />
          </button>
        )}
      </div>
      <div className="space-y-2 p-3" style={{ backgroundColor: secondary }}>
        <p className="max-w-[85%] whitespace-pre-wrap rounded-2xl rounded-tl-sm bg-white px-3 py-2 text-sm text-slate-800 shadow-sm">
          {config.welcomeMessage || 'Your welcome message'}
        </p>
      </div>
      <div className="flex items-center gap-2 border-t border-slate-200 p-2">
        <span className="flex-1 truncate px-2 text-sm text-slate-400">
          {config.placeholderText || 'Type your message...'}
        </span>
        <span className="rounded-full p-2 text-white" style={{ backgroundColor: primary }}>
          <Send aria-hidden="true" className="h-4 w-4" />
        </span>
      </div>
    </div>
  );
}

/** The launcher button in the chosen corner of a mock page; it opens and closes the preview chat. */
export function WidgetLauncherPreview({ config, className }: { config: PreviewConfig; className?: string }) {
  const [isOpen, setIsOpen] = useState(true);
  const primary = safeColor(config.primaryColor, '#3B82F6');
  return (
    <div className={clsx('absolute flex flex-col gap-3', CORNER[config.position], className)}>
      {isOpen && <WidgetChatPreview config={config} onClose={() => setIsOpen(false)} />}
      <button
        type="button"
        aria-label={isOpen ? 'Close chat preview' : 'Open chat preview'}
        onClick={() => setIsOpen((v) => !v)}
        className="flex h-14 w-14 items-center justify-center rounded-full text-white shadow-lg"
        style={{ backgroundColor: primary }}
      >
        {isOpen ? (
          <X aria-hidden="true" className="h-6 w-6" />
        ) : (
          <MessageCircle aria-hidden="true" className="h-6 w-6" />
        )}
      </button>
    </div>
  );
}

/** Preview mode: only a simulated website with the widget launcher. */
export function SimulatedSitePreview({ config }: { config: PreviewConfig }) {
  return (
    <div className="relative h-[600px] overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      <div className="flex items-center gap-2 border-b border-slate-200 bg-slate-100 px-4 py-2">
        <span className="h-3 w-3 rounded-full bg-red-400" />
        <span className="h-3 w-3 rounded-full bg-yellow-400" />
        <span className="h-3 w-3 rounded-full bg-green-400" />
        <span className="ml-3 rounded bg-white px-3 py-0.5 text-xs text-slate-500">www.your-agency.co.uk</span>
      </div>
      <div className="space-y-4 p-8" aria-hidden="true">
        <div className="h-8 w-1/3 rounded bg-slate-200" />
        <div className="h-40 rounded-lg bg-slate-100" />
        <div className="grid grid-cols-3 gap-4">
          <div className="h-24 rounded bg-slate-100" />
          <div className="h-24 rounded bg-slate-100" />
          <div className="h-24 rounded bg-slate-100" />
        </div>
        <div className="h-4 w-2/3 rounded bg-slate-100" />
        <div className="h-4 w-1/2 rounded bg-slate-100" />
      </div>
      <WidgetLauncherPreview config={config} />
    </div>
  );
}
