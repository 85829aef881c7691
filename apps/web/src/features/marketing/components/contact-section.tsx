import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { MailIcon, PhoneIcon } from '../../../components/ui/icons';
import { SUPPORT_CONTACT } from '../support-contact';
import { Section } from './section';

/** The form (and the query client code it needs) loads as the section nears the screen. */
const ContactForm = lazy(() => import('./contact-form').then((m) => ({ default: m.ContactForm })));

/** Start loading the form this far before the section scrolls into view. */
const PRELOAD_MARGIN = '600px';

function useIsNearViewport<T extends Element>() {
  const ref = useRef<T>(null);
  const [isNear, setIsNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || isNear) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setIsNear(true), {
      rootMargin: PRELOAD_MARGIN,
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [isNear]);
  return [ref, isNear] as const;
}

/** Contact details and the sales enquiry form; Watch Demo and Contact Sales scroll here. */
export function ContactSection() {
  const [formSlot, isNear] = useIsNearViewport<HTMLDivElement>();
  return (
    <Section
      id="contact"
      title="Talk to our team"
      intro="Want a walkthrough, a price for several branches or help getting started? Send us a message and we'll reply within one working day."
    >
      <div className="mx-auto grid max-w-5xl gap-10 lg:grid-cols-3">
        <div className="space-y-4 text-slate-700">
          <p className="flex items-center gap-3">
            <MailIcon className="h-5 w-5 text-blue-600" />
            <a href={`mailto:${SUPPORT_CONTACT.salesEmail}`} className="hover:text-blue-700">
              {SUPPORT_CONTACT.salesEmail}
            </a>
          </p>
          <p className="flex items-center gap-3">
            <PhoneIcon className="h-5 w-5 text-blue-600" />
            <a href={`tel:${SUPPORT_CONTACT.phoneHref}`} className="hover:text-blue-700">
              {SUPPORT_CONTACT.phone}
            </a>
          </p>
          <p className="text-sm text-slate-500">{SUPPORT_CONTACT.hours}</p>
        </div>
        {/* The slot keeps the form's height while it loads, so nothing below it moves. */}
        <div
          ref={formSlot}
          className="min-h-[27rem] rounded-2xl border border-slate-200 p-6 sm:min-h-[23rem] lg:col-span-2"
        >
          {isNear && (
            <Suspense fallback={<p className="text-sm text-slate-500">Loading the form...</p>}>
              <ContactForm />
            </Suspense>
          )}
        </div>
      </div>
    </Section>
  );
}
