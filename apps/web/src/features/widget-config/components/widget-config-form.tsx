import { WIDGET_POSITIONS, type WidgetConfig } from '@leadwise/contracts';
import { Info } from 'lucide-react';
import { useId } from 'react';
import { Card } from '../../../components/ui/card';
import { Checkbox } from '../../../components/ui/checkbox';
import { CopyButton } from '../../../components/ui/copy-button';
import { Input } from '../../../components/ui/input';
import { SelectField, type SelectOption } from '../../../components/ui/select-field';
import { Textarea } from '../../../components/ui/textarea';
import { AreasEditor } from '../../../components/forms/areas-editor';
import { OfficeHoursEditor } from './office-hours-editor';
import { WidgetChatPreview } from './widget-preview';

export interface FieldError {
  field: string;
  message: string;
}

const POSITION_LABELS: Record<WidgetConfig['position'], string> = {
  'bottom-right': 'Bottom right',
  'bottom-left': 'Bottom left',
  'top-right': 'Top right',
  'top-left': 'Top left',
};
const POSITION_OPTIONS = WIDGET_POSITIONS.map((position) => ({ value: position, label: POSITION_LABELS[position] }));

/** Edit mode: every card of Widget Setup (spec section 2), plus areas and office hours. */
export function WidgetConfigForm({
  config,
  onChange,
  fieldError,
  branchOptions = [],
}: {
  config: WidgetConfig;
  onChange: (change: Partial<WidgetConfig>) => void;
  fieldError?: FieldError | null;
  /** The agency's branches: the widget may belong to one, or to the whole agency. */
  branchOptions?: readonly SelectOption[];
}) {
  const errorFor = (field: string) =>
    fieldError && (fieldError.field === field || fieldError.field.startsWith(`${field}.`))
      ? fieldError.message
      : undefined;

  return (
    <div className="grid gap-5 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <div className="min-w-0 space-y-5">
        <Card title="Your Agent Links">
          <div className="space-y-4">
            <CopyField label="Dedicated agent page" value={config.dedicatedUrl} copyLabel="Copy agent link" />
            <CopyField label="Embed code" value={config.embedCode} copyLabel="Copy embed code" isCode />
            <p className="text-xs text-slate-500">
              Paste the embed code into your website just before the closing <code>&lt;/body&gt;</code> tag.
            </p>
          </div>
        </Card>

        <Card title="Basic Information">
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label="Company Name"
              value={config.companyName}
              maxLength={120}
              error={errorFor('companyName')}
              onChange={(companyName) => onChange({ companyName })}
            />
            <TextField
              label="Agent Name"
              value={config.agentName}
              maxLength={80}
              error={errorFor('agentName')}
              onChange={(agentName) => onChange({ agentName })}
            />
            <div className="sm:col-span-2">
              <TextField
                label="Logo URL"
                type="url"
                value={config.logoUrl}
                maxLength={2048}
                placeholder="https://www.your-agency.co.uk/logo.png"
                error={errorFor('logoUrl')}
                onChange={(logoUrl) => onChange({ logoUrl })}
              />
            </div>
          </div>
        </Card>

        <Card title="Appearance">
          <div className="grid gap-4 sm:grid-cols-2">
            <ColorField
              label="Primary Color"
              value={config.primaryColor}
              error={errorFor('primaryColor')}
              onChange={(primaryColor) => onChange({ primaryColor })}
            />
            <ColorField
              label="Secondary Color"
              value={config.secondaryColor}
              error={errorFor('secondaryColor')}
              onChange={(secondaryColor) => onChange({ secondaryColor })}
            />
            <SelectField
              label="Widget Position"
              value={config.position}
              options={POSITION_OPTIONS}
              error={errorFor('position')}
              onChange={(position) => position && onChange({ position: position as WidgetConfig['position'] })}
            />
          </div>
        </Card>

        <Card title="Messages">
          <div className="space-y-4">
            <TextField
              label="Welcome Message"
              multiline
              value={config.welcomeMessage}
              maxLength={500}
              error={errorFor('welcomeMessage')}
              onChange={(welcomeMessage) => onChange({ welcomeMessage })}
            />
            <TextField
              label="Placeholder Text"
              value={config.placeholderText}
              maxLength={120}
              error={errorFor('placeholderText')}
              onChange={(placeholderText) => onChange({ placeholderText })}
            />
            <TextField
              label="Offline Message"
              multiline
              value={config.offlineMessage}
              maxLength={500}
              error={errorFor('offlineMessage')}
              onChange={(offlineMessage) => onChange({ offlineMessage })}
            />
          </div>
        </Card>

        <Card title="Behavior Settings">
          <div className="space-y-4">
            <Checkbox
              label="Widget is live on my website"
              checked={config.isActive}
              onChange={(e) => onChange({ isActive: e.target.checked })}
            />
            <Checkbox
              label="Auto Open"
              checked={config.autoOpen}
              onChange={(e) => onChange({ autoOpen: e.target.checked })}
            />
            {config.autoOpen && (
              <TextField
                label="Auto Open Delay (seconds)"
                type="number"
                min={1}
                max={60}
                value={Number.isNaN(config.autoOpenDelay) ? '' : String(config.autoOpenDelay)}
                error={errorFor('autoOpenDelay')}
                onChange={(value) => onChange({ autoOpenDelay: Number.parseInt(value, 10) })}
              />
            )}
          </div>
        </Card>

        <Card title="Branch">
          <SelectField
            label="Branch"
            value={config.branchId ?? undefined}
            options={branchOptions}
            emptyLabel="Whole agency (route by area)"
            error={errorFor('branchId')}
            onChange={(branchId) => onChange({ branchId: branchId ?? null })}
          />
          <p className="mt-2 text-xs text-slate-500">
            New leads from this widget go to its branch's negotiators in turn; for the whole agency, to the branch
            covering the visitor's area.
          </p>
        </Card>

        <Card title="Coverage Areas">
          <AreasEditor areas={config.areas} onChange={(areas) => onChange({ areas })} />
          {errorFor('areas') && <FieldMessage message={errorFor('areas')!} />}
        </Card>

        <Card title="Office Hours">
          <OfficeHoursEditor
            officeHours={config.officeHours}
            outsideHoursMode={config.outsideHoursMode}
            onChange={onChange}
          />
          {errorFor('officeHours') && <FieldMessage message={errorFor('officeHours')!} />}
        </Card>
      </div>

      <div className="min-w-0 space-y-5">
        <Card title="Live Preview" className="xl:sticky xl:top-20">
          <div className="flex justify-center rounded-lg bg-slate-100 p-3 sm:p-6">
            <WidgetChatPreview config={config} />
          </div>
        </Card>
        <aside className="rounded-xl border border-blue-200 bg-blue-50 p-5 text-sm text-blue-900">
          <h2 className="mb-2 flex items-center gap-2 font-semibold">
            <Info aria-hidden="true" className="h-4 w-4" />
            How to install
          </h2>
          <ol className="list-decimal space-y-1 pl-5">
            <li>Copy the embed code above.</li>
            <li>Paste it into every page of your website, just before the closing &lt;/body&gt; tag.</li>
            <li>Save your changes here; the widget picks them up on the next page load.</li>
            <li>Share your dedicated agent page in emails and listings.</li>
          </ol>
        </aside>
      </div>
    </div>
  );
}

function FieldMessage({ message, id }: { message: string; id?: string }) {
  return (
    <p id={id} role="alert" className="mt-1 text-sm text-red-700">
      {message}
    </p>
  );
}

function TextField({
  label,
  value,
  onChange,
  error,
  multiline,
  ...inputProps
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  multiline?: boolean;
  type?: string;
  maxLength?: number;
  min?: number;
  max?: number;
  placeholder?: string;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const shared = {
    id,
    value,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
  };
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      {multiline ? (
        <Textarea
          {...shared}
          maxLength={inputProps.maxLength}
          onChange={(e) => onChange(e.target.value)}
          className="min-h-20"
        />
      ) : (
        <Input {...shared} {...inputProps} onChange={(e) => onChange(e.target.value)} />
      )}
      {error && <FieldMessage id={errorId} message={error} />}
    </div>
  );
}

function ColorField({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  const id = useId();
  const isHex = /^#[0-9a-f]{6}$/i.test(value);
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="flex gap-2">
        <input
          type="color"
          aria-label={`${label} picker`}
          value={isHex ? value.toLowerCase() : '#000000'}
          onChange={(e) => onChange(e.target.value.toUpperCase())}
          className="h-11 w-14 cursor-pointer rounded-lg border border-slate-300 bg-white p-1"
        />
        <Input
          id={id}
          value={value}
          maxLength={7}
          aria-invalid={error || !isHex ? true : undefined}
          onChange={(e) => onChange(e.target.value)}
          className="font-mono uppercase"
        />
      </div>
      {error && <FieldMessage message={error} />}
    </div>
  );
}

function CopyField({
  label,
  value,
  copyLabel,
  isCode,
}: {
  label: string;
  value: string;
  copyLabel: string;
  isCode?: boolean;
}) {
  const id = useId();
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="flex gap-2">
        {isCode ? (
          <Textarea id={id} readOnly value={value} className="min-h-16 font-mono text-xs" />
        ) : (
          <Input id={id} readOnly value={value} className="font-mono text-xs" />
        )}
        <CopyButton text={value} label={copyLabel} />
      </div>
    </div>
  );
}
