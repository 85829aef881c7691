import type { ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useAppointmentSettings } from '../../../features/appointments/api/get-appointment-settings';
import { AppointmentSettingsForm } from '../../../features/appointments/components/appointment-settings-form';
import { useNotificationSettings } from '../../../features/settings/api/get-notification-settings';
import { useWebhookSettings } from '../../../features/settings/api/get-webhook-settings';
import { NotificationSettingsForm } from '../../../features/settings/components/notification-settings-form';
import { WebhookSettingsPanel } from '../../../features/settings/components/webhook-settings-panel';
import { useCan } from '../../../features/team/api/get-current-member';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../features/auth/hooks/use-auth';
import { usePrivacySettings } from '../../../features/privacy/api/privacy-settings';
import { AccountDeletionPanel } from '../../../features/privacy/components/account-deletion-panel';
import { DataRetentionForm } from '../../../features/privacy/components/data-retention-form';

function Card({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  const id = title.toLowerCase().replace(/\W+/g, '-');
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <p className="mb-5 text-sm text-slate-600">{description}</p>
      {children}
    </section>
  );
}

function Loadable<T>({
  query,
  label,
  children,
}: {
  query: { data?: T; isLoading: boolean; isError: boolean; error: Error | null; refetch: () => unknown };
  label: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isLoading) return <Spinner label={`Loading ${label}...`} />;
  if (query.isError || query.data === undefined) {
    return (
      <Alert variant="error" title={`Failed to load ${label}`}>
        <p>{query.error?.message}</p>
        <Button variant="outline" size="sm" className="mt-2" onClick={() => void query.refetch()}>
          Try Again
        </Button>
      </Alert>
    );
  }
  return <>{children(query.data)}</>;
}

/** Widget Settings: how leads reach the agent (alerts, daily summary) and their CRM (webhook). */
export default function WidgetsRoute() {
  const notifications = useNotificationSettings();
  const can = useCan();
  const appointmentSettings = useAppointmentSettings();
  const privacy = usePrivacySettings();
  const { logout } = useAuth();
  const navigate = useNavigate();
  return (
    <div className="mx-auto max-w-3xl space-y-6 p-4 sm:p-8">
      <header>
        <h1 className="text-2xl font-semibold text-slate-900">Widget Settings</h1>
        <p className="text-sm text-slate-600">How new leads reach you: alerts, a daily summary and your CRM.</p>
      </header>
      <Card title="Notification preferences" description="Hear about hot leads in minutes, by email and SMS.">
        <Loadable query={notifications} label="notification settings">
          {(settings) => <NotificationSettingsForm settings={settings} />}
        </Loadable>
      </Card>
      <Card
        title="Appointment hours"
        description="When the assistant may offer valuations and viewings in the chat."
      >
        <Loadable query={appointmentSettings} label="appointment hours">
          {(settings) => <AppointmentSettingsForm settings={settings} />}
        </Loadable>
      </Card>
      {can('webhooks.manage') && <WebhookCard />}
      <Card title="Data retention" description="How long visitors’ conversations are kept, and your privacy notice.">
        <Loadable query={privacy} label="data retention settings">
          {(settings) => <DataRetentionForm settings={settings} />}
        </Loadable>
      </Card>
      {can('agency.delete') && (
        <Card title="Delete account" description="Danger zone: close the agency account and remove its data.">
          <AccountDeletionPanel
            onDeleted={() => {
              void logout().then(() => navigate(paths.auth.login.getHref(), { replace: true }));
            }}
          />
        </Card>
      )}
    </div>
  );
}

/** Its own component, so the webhook is not even fetched for a role that cannot manage it. */
function WebhookCard() {
  const webhook = useWebhookSettings();
  return (
    <Card title="CRM webhook" description="Send every lead and its updates to your CRM as they happen.">
      <Loadable query={webhook} label="webhook settings">
        {(settings) => <WebhookSettingsPanel settings={settings} />}
      </Loadable>
    </Card>
  );
}
