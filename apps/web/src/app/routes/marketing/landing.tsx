import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { paths } from '../../../config/paths';
import { ContactSection } from '../../../features/marketing/components/contact-section';
import { CtaSection } from '../../../features/marketing/components/cta-section';
import { FeaturesSection } from '../../../features/marketing/components/features-section';
import { HeroSection } from '../../../features/marketing/components/hero-section';
import { LiveDemoSection } from '../../../features/marketing/components/live-demo-section';
import { PricingSection } from '../../../features/marketing/components/pricing-section';
import type { SignupDetails } from '../../../features/marketing/components/signup-modal';
import { scrollToSection, useScrollToSection } from '../../../features/marketing/hooks/use-scroll-to-section';
import { useDelayedNavigate } from '../../../lib/use-delayed-navigate';

/** The signup modal loads on the first Start Free Trial click, outside the landing page's budget. */
const SignupModal = lazy(() =>
  import('../../../features/marketing/components/signup-modal').then((m) => ({ default: m.SignupModal })),
);

/** Spec section 9: the welcome shows this long before registration opens. */
const SIGNUP_REDIRECT_DELAY_MS = 1000;

export default function LandingRoute() {
  const [isSignupOpen, setIsSignupOpen] = useState(false);
  const goToSection = useScrollToSection();
  const navigateLater = useDelayedNavigate();
  const { hash } = useLocation();

  // Links from elsewhere (e.g. /#contact) land on their section.
  useEffect(() => {
    if (hash) scrollToSection(hash.slice(1));
  }, [hash]);

  const openSignup = () => setIsSignupOpen(true);
  const onContinue = ({ email, company }: SignupDetails) =>
    navigateLater(paths.auth.register.getHref(), { state: { email, company } }, SIGNUP_REDIRECT_DELAY_MS);

  return (
    <>
      <HeroSection onStartTrial={openSignup} onWatchDemo={() => goToSection('contact')} />
      <LiveDemoSection />
      <FeaturesSection />
      <PricingSection onStartTrial={openSignup} onContactSales={() => goToSection('contact')} />
      <ContactSection />
      <CtaSection onStartTrial={openSignup} />
      {isSignupOpen && (
        <Suspense fallback={null}>
          <SignupModal isOpen onClose={() => setIsSignupOpen(false)} onContinue={onContinue} />
        </Suspense>
      )}
    </>
  );
}
