import { LegalSection } from '../../../features/marketing/components/legal-section';
import { PublicPage } from '../../../features/marketing/components/public-page';
import { SUPPORT_CONTACT } from '../../../features/marketing/support-contact';

export default function GdprRoute() {
  return (
    <PublicPage
      title="GDPR Compliance"
      meta="Last updated 1 November 2026"
      intro="How Leadwise meets the UK GDPR and the Data Protection Act 2018, and how you or your visitors can exercise data rights."
    >
      <LegalSection title="Controller and processor">
        <p>
          Your agency decides why and how enquiry data is used, so you are its controller. Leadwise is your processor:
          we act only on your instructions, keep the data confidential, and help you answer your visitors' requests.
        </p>
      </LegalSection>
      <LegalSection title="Lawful basis">
        <p>
          Answering an enquiry and arranging viewings usually rests on legitimate interests or on steps taken at the
          visitor's request before a contract. Marketing to visitors afterwards generally needs their consent. Tell
          visitors about both in your privacy notice and link it from the widget's welcome message.
        </p>
      </LegalSection>
      <LegalSection title="Retention">
        <ul>
          <li>Conversation data: up to 90 days.</li>
          <li>Analytics: up to 2 years.</li>
          <li>Financial records: up to 7 years.</li>
          <li>Account data: anonymised within 30 days after the account is deleted.</li>
        </ul>
      </LegalSection>
      <LegalSection title="Your rights and how to use them">
        <p>
          You can ask for access to, correction, deletion, restriction or transfer of your personal data, and object to
          its use. Email{' '}
          <a href={`mailto:${SUPPORT_CONTACT.privacyEmail}`} className="text-blue-700 underline">
            {SUPPORT_CONTACT.privacyEmail}
          </a>{' '}
          from the address on your account (visitors: tell us which agency you contacted).
        </p>
        <ul>
          <li>We acknowledge every request within 3 business days.</li>
          <li>We answer within 1 month, or up to 3 months if the request is complex, in which case we tell you why.</li>
        </ul>
      </LegalSection>
      <LegalSection title="Security and breaches">
        <p>
          Data is encrypted in transit, passwords are hashed, and documents are private to the agent who received them.
          If a breach affects your data, we tell you without undue delay so you can meet your own duty to report it.
        </p>
      </LegalSection>
      <LegalSection title="Complaints">
        <p>
          If you are unhappy with how we handle your data, tell us first. You can also complain to the Information
          Commissioner's Office at ico.org.uk.
        </p>
      </LegalSection>
    </PublicPage>
  );
}
