import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';

/** The landing page's sections that links scroll to. */
export type SectionId = 'features' | 'pricing' | 'contact';

/** Spec section 9: after navigating home, scroll this long after. */
const SCROLL_AFTER_NAVIGATION_MS = 100;
/** The landing page loads lazily; keep looking for the section this long before giving up. */
const FIND_SECTION_TIMEOUT_MS = 3000;

/** Scrolls to a landing section and moves keyboard focus there. True when it was found. */
export function scrollToSection(id: string): boolean {
  const section = document.getElementById(id);
  if (!section) return false;
  section.scrollIntoView();
  section.focus({ preventScroll: true });
  return true;
}

function scrollWhenRendered(id: string) {
  const startedAt = Date.now();
  const attempt = () => {
    if (!scrollToSection(id) && Date.now() - startedAt < FIND_SECTION_TIMEOUT_MS) requestAnimationFrame(attempt);
  };
  attempt();
}

/**
 * Section links (Features, Pricing, Contact, Watch Demo, Contact Sales): on the landing page they
 * scroll; elsewhere they go to / first and scroll 100 ms later (spec section 2).
 */
export function useScrollToSection() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return useCallback(
    (id: SectionId) => {
      if (pathname === paths.home.getHref()) {
        scrollToSection(id);
        return;
      }
      navigate(paths.home.getHref());
      setTimeout(() => scrollWhenRendered(id), SCROLL_AFTER_NAVIGATION_MS);
    },
    [navigate, pathname],
  );
}
