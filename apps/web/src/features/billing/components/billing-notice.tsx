import { isOverLimit } from '@leadwise/contracts';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { paths } from '../../../config/paths';
import { useBilling } from '../api/get-billing';

/**
 * A line above every dashboard page when the plan needs the owner: over this month's limit, the
 * trial over, or a card payment failed. The Billing page says it in full, so it stays quiet there.
 */
export function BillingNotice({ isOnBillingPage }: { isOnBillingPage: boolean }) {
  const { data: billing } = useBilling();
  if (!billing?.enabled || isOnBillingPage) return null;
  const notice = noticeFor(billing);
  if (!notice) return null;
  return (
    <Alert variant="warning" title={notice.title} className="mb-4">
      {notice.text}{' '}
      <Link to={paths.dashboard.billing.getHref()} className="font-medium underline">
        {notice.action}
      </Link>
    </Alert>
  );
}

function noticeFor(billing: NonNullable<ReturnType<typeof useBilling>['data']>) {
  if (billing.status === 'expired') {
    return {
      title: 'Your free trial has ended',
      text: 'Your widget shows your offline message and still takes contact details.',
      action: 'Choose a plan',
    };
  }
  if (billing.status === 'past_due') {
    return {
      title: 'Your last card payment failed',
      text: 'Your widget keeps working while Stripe retries the card.',
      action: 'Update your card',
    };
  }
  if (isOverLimit(billing.usage.conversations, billing.usage.conversationLimit)) {
    return {
      title: "You are over your plan's limit",
      text: 'Every visitor is still answered and every conversation kept.',
      action: 'See the upgrade options',
    };
  }
  return null;
}
