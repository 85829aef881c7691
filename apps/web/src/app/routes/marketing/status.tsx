import { paths } from '../../../config/paths';
import { PublicPage } from '../../../features/marketing/components/public-page';
import { useSystemStatus } from '../../../features/status/api/get-system-status';
import { SystemStatus } from '../../../features/status/components/system-status';
import { API_BASE } from '../../../lib/api-client';

export default function StatusRoute() {
  const query = useSystemStatus();
  return (
    <PublicPage title="System Status" intro="Live checks of the Leadwise widget, dashboard and alerts." wide>
      <SystemStatus
        status={query.data}
        isError={query.isError}
        onRetry={() => query.refetch()}
        rssHref={`${API_BASE}/api/status/rss`}
        subscribeHref={`${paths.blog.getHref()}#newsletter`}
      />
    </PublicPage>
  );
}
