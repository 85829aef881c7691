import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { LegalSection } from '../../../features/marketing/components/legal-section';
import { PublicPage } from '../../../features/marketing/components/public-page';
import { SUPPORT_CONTACT } from '../../../features/marketing/support-contact';

export default function TermsRoute() {
  return (
    <PublicPage
      title="Terms of Service"
      meta="Last updated 1 November 2026"
      intro="The agreement between Leadwise and the agencies that use it. Please read it before you start your trial."
    >
      <LegalSection title="1. Who can use Leadwise">
        <p>
          You must be at least 18 years old and a licensed real estate professional (an estate or letting agent, or
          someone acting for one) to create an account. You are responsible for everything done under your account and
          for keeping your password safe.
        </p>
      </LegalSection>
      <LegalSection title="2. Free trial">
        <p>
          New accounts get a 30-day free trial with no credit card. At the end of the trial, choose a paid plan to keep
          using the service.
        </p>
      </LegalSection>
      <LegalSection title="3. Plans, billing and cancellation">
        <ul>
          <li>Plans are billed monthly or annually in advance by card through our payment provider.</li>
          <li>Plan changes take effect at once and are prorated.</li>
          <li>We give at least 30 days' notice of any price change.</li>
          <li>You can cancel at any time. After cancellation we keep your data for 30 days so you can reactivate.</li>
        </ul>
      </LegalSection>
      <LegalSection title="4. Your responsibilities">
        <ul>
          <li>
            Use the widget lawfully, and tell your website visitors how you use their data in your privacy notice.
          </li>
          <li>
            Leads, scores and documents help you prioritise; they are not advice, and they do not replace your own
            checks, including anti-money laundering due diligence.
          </li>
          <li>Do not misuse the service, attempt to break its security, or resell it without our written agreement.</li>
        </ul>
      </LegalSection>
      <LegalSection title="5. Data protection">
        <p>
          For enquiry data you are the controller and we are your processor. We process it only on your instructions, as
          described in our{' '}
          <Link to={paths.privacy.getHref()} className="text-blue-700 underline">
            Privacy Policy
          </Link>{' '}
          and{' '}
          <Link to={paths.gdpr.getHref()} className="text-blue-700 underline">
            GDPR Compliance
          </Link>{' '}
          page, which form our data processing terms.
        </p>
      </LegalSection>
      <LegalSection title="6. Availability">
        <p>
          We aim for 99.9% uptime and publish live checks on our{' '}
          <Link to={paths.status.getHref()} className="text-blue-700 underline">
            status page
          </Link>
          . Planned maintenance is announced in advance where possible.
        </p>
      </LegalSection>
      <LegalSection title="7. Liability">
        <p>
          Our total liability to you under these terms is capped at the fees you paid us in the 12 months before the
          claim. Nothing in these terms limits liability that cannot be limited by law.
        </p>
      </LegalSection>
      <LegalSection title="8. Law and contact">
        <p>
          These terms are governed by the law of England and Wales. Questions:{' '}
          <a href={`mailto:${SUPPORT_CONTACT.supportEmail}`} className="text-blue-700 underline">
            {SUPPORT_CONTACT.supportEmail}
          </a>
          .
        </p>
      </LegalSection>
    </PublicPage>
  );
}
