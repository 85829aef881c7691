import { SecurityPageContent } from '../../../features/security/components/security-page-content';

/** Security: two-factor sign-in for the person, and the agency's requirement for its owner. */
export default function SecurityRoute() {
  return <SecurityPageContent />;
}
