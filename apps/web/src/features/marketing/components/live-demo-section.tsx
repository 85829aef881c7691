import { lazy, Suspense, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Section } from './section';

/** The panel, the widget loader and their query code load on the first Try it live, outside the page's budget. */
const DemoLeadPanel = lazy(() => import('./demo-lead-panel').then((m) => ({ default: m.DemoLeadPanel })));

/**
 * The live demo: the real widget talking to a demo agency, and beside it (below on a phone) the
 * lead as the agent sees it. Nothing of the widget loads until the visitor asks for it.
 */
export function LiveDemoSection() {
  const [openRequests, setOpenRequests] = useState(0);
  return (
    <Section
      id="live-demo"
      title="Try it live"
      intro="Chat with the assistant of Leadwise Demo Homes as a buyer, tenant, seller or landlord would, and watch the lead it produces."
      className="bg-slate-50"
    >
      <div className="mx-auto grid max-w-5xl gap-8 lg:grid-cols-2">
        <div className="space-y-4 text-slate-700">
          <p>
            Try: “We’re looking to buy a 3 bed in Clapham around £600k with a mortgage in principle, moving in 2
            months.”
          </p>
          <Button size="lg" onClick={() => setOpenRequests((n) => n + 1)}>
            Try it live
          </Button>
          <p className="text-sm text-slate-500">
            This is a demo: the agency is made up, nobody will contact you, and what you type is deleted within a day.
          </p>
        </div>
        <div
          aria-labelledby="agent-view-heading"
          role="region"
          className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm lg:order-first"
        >
          <h3 id="agent-view-heading" className="font-semibold text-slate-900">
            What the agent sees
          </h3>
          {openRequests > 0 ? (
            <Suspense fallback={null}>
              <DemoLeadPanel openRequests={openRequests} />
            </Suspense>
          ) : (
            <p className="mt-4 text-sm text-slate-600">
              The lead’s score, hot, warm or cold, and what it has told the assistant, updated after each message.
            </p>
          )}
        </div>
      </div>
    </Section>
  );
}
