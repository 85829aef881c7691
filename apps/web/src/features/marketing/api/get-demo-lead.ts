import { DEMO_WIDGET_ID, type DemoLeadPreview } from '@leadwise/contracts/demo';
import { VISITOR_TOKEN_HEADER } from '@leadwise/contracts/widget-public';
import { readSession } from '@leadwise/widget/src/shared/session-store';
import { useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';

/** The lead panel refreshes this often while the demo runs: a reply arrives within a couple of seconds. */
const REFRESH_MS = 2000;

/**
 * The demo visitor's lead as the agent sees it, or null before the first message (the widget
 * keeps the conversation and its token in this page's storage only once the visitor writes) and
 * after the conversation was swept.
 */
export async function getDemoLead(): Promise<DemoLeadPreview | null> {
  const session = readSession(DEMO_WIDGET_ID);
  if (!session) return null;
  try {
    return await apiRequest<DemoLeadPreview>(`/conversations/${session.conversationId}/demo-lead`, {
      auth: false,
      headers: { [VISITOR_TOKEN_HEADER]: session.token },
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const useDemoLead = () =>
  useQuery({ queryKey: ['demo-lead'], queryFn: getDemoLead, refetchInterval: REFRESH_MS, staleTime: 0 });
