import { HelpCenter } from '../../../features/help/components/help-center';
import { FAQS } from '../../../features/help/data/faqs';
import { PublicPage } from '../../../features/marketing/components/public-page';
import { SUPPORT_CONTACT } from '../../../features/marketing/support-contact';

export default function HelpRoute() {
  return (
    <PublicPage title="Help Center" intro="Answers to the questions agents ask us most.">
      <HelpCenter
        faqs={FAQS}
        support={{
          email: SUPPORT_CONTACT.supportEmail,
          phone: SUPPORT_CONTACT.phone,
          phoneHref: SUPPORT_CONTACT.phoneHref,
          hours: SUPPORT_CONTACT.hours,
        }}
      />
    </PublicPage>
  );
}
