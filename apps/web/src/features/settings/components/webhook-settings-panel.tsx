import type { WebhookSettings } from '@leadwise/contracts';
import { Check, Copy, Eye, EyeOff, RefreshCw, Send } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Modal } from '../../../components/ui/modal';
import { useRotateWebhookSecret } from '../api/rotate-webhook-secret';
import { useSendWebhookTestEvent } from '../api/send-webhook-test-event';
import { useUpdateWebhookSettings } from '../api/update-webhook-settings';
import { WebhookDeliveryLog } from './webhook-delivery-log';

const COPIED_MS = 2000;

/** The CRM webhook: URL, signing secret (shown, copied, rotated), 'Send test event' and the log. */
export function WebhookSettingsPanel({ settings }: { settings: WebhookSettings }) {
  const [url, setUrl] = useState(settings.url ?? '');
  const [notice, setNotice] = useState<{ variant: 'success' | 'error'; text: string } | null>(null);
  const [isSecretVisible, setIsSecretVisible] = useState(false);
  const [isCopied, setIsCopied] = useState(false);
  const [isRotateOpen, setIsRotateOpen] = useState(false);
  const update = useUpdateWebhookSettings();
  const rotate = useRotateWebhookSecret();
  const sendTest = useSendWebhookTestEvent();

  useEffect(() => {
    if (!isCopied) return;
    const timer = setTimeout(() => setIsCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [isCopied]);

  const run = async (action: () => Promise<unknown>, success: string) => {
    setNotice(null);
    try {
      await action();
      setNotice({ variant: 'success', text: success });
    } catch (error) {
      setNotice({ variant: 'error', text: error instanceof Error ? error.message : 'Something went wrong' });
    }
  };

  const onSave = (event: FormEvent) => {
    event.preventDefault();
    const next = url.trim() || null;
    void run(() => update.mutateAsync({ url: next }), next ? 'Webhook saved.' : 'Webhook removed.');
  };

  const onCopy = async () => {
    try {
      await navigator.clipboard.writeText(settings.secret);
      setIsCopied(true);
    } catch (error) {
      console.warn('Copy failed', error);
    }
  };

  return (
    <div className="space-y-6">
      <p className="text-sm text-slate-600">
        Leadwise POSTs every <code>lead.created</code>, <code>lead.updated</code>, <code>document.received</code> and{' '}
        <code>conversation.closed</code> event to your CRM as JSON, signed per the{' '}
        <a
          className="text-blue-700 underline"
          href="https://www.standardwebhooks.com/"
          target="_blank"
          rel="noreferrer"
        >
          Standard Webhooks
        </a>{' '}
        specification. Failed deliveries are retried for 24 hours.
      </p>

      <form onSubmit={onSave} noValidate className="space-y-3">
        <FormField
          label="Webhook URL"
          htmlFor="webhook-url"
          hint="https:// only. Leave empty and save to stop sending."
        >
          <Input
            id="webhook-url"
            type="url"
            inputMode="url"
            placeholder="https://crm.example.com/hooks/leadwise"
            value={url}
            aria-invalid={notice?.variant === 'error' && update.isError ? true : undefined}
            onChange={(e) => setUrl(e.target.value)}
          />
        </FormField>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" isLoading={update.isPending}>
            Save webhook
          </Button>
          <Button
            variant="outline"
            isLoading={sendTest.isPending}
            disabled={!settings.url}
            title={settings.url ? undefined : 'Save a webhook URL first'}
            onClick={() => void run(() => sendTest.mutateAsync(), 'Test event queued: watch the delivery log below.')}
          >
            <Send aria-hidden="true" className="h-4 w-4" />
            Send test event
          </Button>
        </div>
      </form>

      <FormField
        label="Signing secret"
        htmlFor="webhook-secret"
        hint="Your receiver verifies each delivery's webhook-signature header with this secret."
      >
        <div className="space-y-2">
          <Input
            id="webhook-secret"
            readOnly
            type={isSecretVisible ? 'text' : 'password'}
            value={settings.secret}
            className="font-mono"
          />
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" onClick={() => setIsSecretVisible((v) => !v)}>
              {isSecretVisible ? (
                <EyeOff aria-hidden="true" className="h-4 w-4" />
              ) : (
                <Eye aria-hidden="true" className="h-4 w-4" />
              )}
              {isSecretVisible ? 'Hide secret' : 'Show secret'}
            </Button>
            <Button variant="outline" onClick={() => void onCopy()}>
              {isCopied ? (
                <Check aria-hidden="true" className="h-4 w-4" />
              ) : (
                <Copy aria-hidden="true" className="h-4 w-4" />
              )}
              {isCopied ? 'Copied' : 'Copy secret'}
            </Button>
            <Button variant="outline" onClick={() => setIsRotateOpen(true)}>
              <RefreshCw aria-hidden="true" className="h-4 w-4" />
              Rotate secret
            </Button>
          </div>
        </div>
      </FormField>

      {notice && <Alert variant={notice.variant}>{notice.text}</Alert>}

      <Modal
        isOpen={isRotateOpen}
        onClose={() => setIsRotateOpen(false)}
        title="Rotate the signing secret?"
        description="Every delivery from now on, retries included, is signed with the new secret. Update your receiver straight away."
      >
        {rotate.isError && (
          <Alert variant="error" className="mb-4">
            {rotate.error.message}
          </Alert>
        )}
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={() => setIsRotateOpen(false)}>
            Cancel
          </Button>
          <Button
            variant="danger"
            isLoading={rotate.isPending}
            onClick={() =>
              void run(async () => {
                await rotate.mutateAsync();
                setIsRotateOpen(false);
                setIsSecretVisible(true);
              }, 'New signing secret created.')
            }
          >
            Rotate secret
          </Button>
        </div>
      </Modal>

      <WebhookDeliveryLog />
    </div>
  );
}
