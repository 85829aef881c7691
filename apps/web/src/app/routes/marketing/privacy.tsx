import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { LegalSection } from '../../../features/marketing/components/legal-section';
import { PublicPage } from '../../../features/marketing/components/public-page';
import { SUPPORT_CONTACT } from '../../../features/marketing/support-contact';

export default function PrivacyRoute() {
  return (
    <PublicPage
      title="Privacy Policy"
      meta="Last updated 24 November 2026"
      intro="How Leadwise collects, uses and protects personal data, for agents who use our service and for visitors who chat with their widgets."
    >
      <LegalSection title="1. Who we are">
        <p>
          Leadwise provides an AI chat widget and dashboard that qualify property enquiries for UK estate and letting
          agents. For the accounts of agents who sign up, Leadwise is the controller of their personal data. For the
          enquiries visitors send through an agent's widget, the agent is the controller and Leadwise processes that
          data on the agent's behalf.
        </p>
      </LegalSection>
      <LegalSection title="2. What we collect">
        <ul>
          <li>
            Account data: your name, work email, company, and a hashed password (we never store it in plain text).
          </li>
          <li>
            Enquiry data: what visitors type into the widget, such as their name, contact details, budget, mortgage
            position, timeline and preferred areas, and any documents they choose to upload.
          </li>
          <li>Usage data: when the widget is opened and which page it was opened on, used for your analytics.</li>
          <li>Billing data: handled by our card payment provider; we do not store full card numbers.</li>
        </ul>
      </LegalSection>
      <LegalSection title="3. How we use it">
        <ul>
          <li>To run the service: answer and qualify enquiries, score leads and send you alerts.</li>
          <li>To keep your account secure and to contact you about it.</li>
          <li>To improve the service, using aggregated figures that do not identify anyone.</li>
        </ul>
        <p>We do not sell personal data, and we do not use visitors' enquiries to market to them ourselves.</p>
      </LegalSection>
      <LegalSection title="4. How long we keep it">
        <ul>
          <li>Conversation data is kept for up to 90 days.</li>
          <li>Analytics data is kept for up to 2 years.</li>
          <li>Financial records are kept for up to 7 years, as UK tax law requires.</li>
          <li>When you delete your account, your account data is anonymised within 30 days.</li>
        </ul>
      </LegalSection>
      <LegalSection title="5. How we protect it">
        <p>
          Data is encrypted in transit, passwords are hashed, uploaded documents are stored privately and only the agent
          who received them can open them, and sessions can be signed out from the dashboard. Access by our staff is
          limited to what supporting you requires.
        </p>
        <p>
          Anyone can turn on two-factor sign-in: after the password, sign-in asks for a code from an authenticator app,
          or one of ten single-use recovery codes. An agency's owner can require it for everyone in the agency. The
          authenticator keys are stored encrypted and the recovery codes only as hashes.
        </p>
      </LegalSection>
      <LegalSection title="6. Who we share it with">
        <p>
          Service providers that host our systems, deliver our emails and text messages, and take payments, each under a
          contract that limits their use of the data. If you connect a CRM, we send leads to the address you give us.
        </p>
      </LegalSection>
      <LegalSection title="7. Your rights">
        <p>
          You can ask for a copy of your data, its correction or deletion, restriction of or objection to its use, and
          its transfer. See our{' '}
          <Link to={paths.gdpr.getHref()} className="text-blue-700 underline">
            GDPR page
          </Link>{' '}
          for how to make a request and how quickly we answer. You can also complain to the Information Commissioner's
          Office (ico.org.uk).
        </p>
      </LegalSection>
      <LegalSection title="8. Contact">
        <p>
          Email{' '}
          <a href={`mailto:${SUPPORT_CONTACT.privacyEmail}`} className="text-blue-700 underline">
            {SUPPORT_CONTACT.privacyEmail}
          </a>{' '}
          with any question about this policy.
        </p>
      </LegalSection>
    </PublicPage>
  );
}
