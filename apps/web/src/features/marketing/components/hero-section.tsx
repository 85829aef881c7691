import { Button } from '../../../components/ui/button';

const STATS = [
  { value: '400%', label: 'conversion increase' },
  { value: '70%', label: 'time saved' },
  { value: '24/7', label: 'lead capture' },
  { value: '5 min', label: 'setup' },
];

/** A still of the widget at work: what a visitor sees, drawn in markup rather than an image. */
function ChatPreview() {
  const bubble = 'max-w-[85%] rounded-2xl px-3.5 py-2 text-sm';
  return (
    <div aria-hidden="true" className="w-full max-w-sm rounded-2xl border border-slate-200 bg-white shadow-xl">
      <div className="flex items-center gap-3 rounded-t-2xl bg-blue-600 px-4 py-3 text-white">
        <span className="h-8 w-8 rounded-full bg-white/20" />
        <div>
          <p className="text-sm font-semibold">Clapham Homes</p>
          <p className="text-xs text-blue-100">Replies instantly</p>
        </div>
      </div>
      <div className="space-y-3 p-4">
        <p className={`${bubble} bg-slate-100 text-slate-800`}>Hi! Are you looking to buy or rent?</p>
        <p className={`${bubble} ml-auto bg-blue-600 text-white`}>Buy, a 2 bed flat near Clapham, up to £450k</p>
        <p className={`${bubble} bg-slate-100 text-slate-800`}>Great. Do you have a mortgage in principle yet?</p>
        <p className={`${bubble} ml-auto bg-blue-600 text-white`}>Yes, I got one last week</p>
        <div className="flex items-center justify-between rounded-xl border border-green-200 bg-green-50 px-3 py-2 text-xs">
          <span className="font-semibold text-green-800">Lead score 86/100</span>
          <span className="rounded-full bg-red-100 px-2 py-0.5 font-semibold text-red-700">HOT</span>
        </div>
      </div>
    </div>
  );
}

export function HeroSection({ onStartTrial, onWatchDemo }: { onStartTrial(): void; onWatchDemo(): void }) {
  return (
    <section className="bg-gradient-to-b from-blue-50 to-white px-4 pb-16 pt-28 sm:px-6 lg:pt-36">
      <div className="mx-auto grid max-w-7xl items-center gap-12 lg:grid-cols-2">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wide text-blue-700">
            AI lead qualification for estate agents
          </p>
          <h1 className="mt-3 text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">
            Turn every property enquiry into a qualified lead, day or night
          </h1>
          <p className="mt-6 text-lg text-slate-600">
            Leadwise chats with buyers and tenants on your website, works out their budget, mortgage position, timeline
            and area, collects their documents and scores every lead, so you call the hot ones first.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button size="lg" onClick={onStartTrial}>
              Start Free Trial
            </Button>
            <Button size="lg" variant="outline" onClick={onWatchDemo}>
              Watch Demo
            </Button>
          </div>
          <p className="mt-4 text-sm text-slate-500">
            30-day free trial · No credit card required · Set up in under 5 minutes
          </p>
        </div>
        <div className="flex justify-center lg:justify-end">
          <ChatPreview />
        </div>
      </div>
      <dl className="mx-auto mt-16 grid max-w-5xl grid-cols-2 gap-6 text-center md:grid-cols-4">
        {STATS.map((stat) => (
          <div key={stat.label} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
            <dt className="sr-only">{stat.label}</dt>
            <dd className="text-3xl font-bold text-blue-700">{stat.value}</dd>
            <dd className="mt-1 text-sm text-slate-600">{stat.label}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
