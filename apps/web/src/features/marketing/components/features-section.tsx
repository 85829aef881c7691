import { BellIcon, ChartIcon, ClockIcon, FileCheckIcon, GaugeIcon, PaletteIcon } from '../../../components/ui/icons';
import { Section } from './section';

const FEATURES = [
  {
    icon: ClockIcon,
    title: '24/7 pre-qualification',
    text: 'The widget answers every enquiry the moment it arrives and asks what matters: budget, mortgage approval, timeline and whether they want your area.',
  },
  {
    icon: GaugeIcon,
    title: 'Lead scoring',
    text: 'Each lead is scored from 0 to 100 and labelled hot, warm or cold, so the morning call list sorts itself.',
  },
  {
    icon: FileCheckIcon,
    title: 'Document collection',
    text: 'Buyers upload mortgage certificates, proof of funds and ID right in the chat. They arrive in your dashboard against the lead.',
  },
  {
    icon: BellIcon,
    title: 'Instant alerts',
    text: 'A text for every hot lead, email summaries of the rest, and webhooks to push leads into your CRM.',
  },
  {
    icon: ChartIcon,
    title: 'Analytics dashboard',
    text: 'See conversations, leads and your conversion rate from one to the other, and where your best leads come from.',
  },
  {
    icon: PaletteIcon,
    title: 'One line, your brand',
    text: 'Paste one line of code into your website. Your logo, colours and welcome message, plus a dedicated agent page to share.',
  },
];

const STEPS = [
  { title: 'Start your trial', text: 'Sign up with your work email. No card needed.' },
  { title: 'Paste one line', text: 'Copy your embed code into your website, or share your agent page.' },
  { title: 'Call the hot leads', text: 'Qualified, scored leads land in your dashboard and your phone.' },
];

export function FeaturesSection() {
  return (
    <Section
      id="features"
      title="Qualify leads while you sleep"
      intro="Most enquiries arrive after hours. Leadwise makes sure none of them wait until morning."
    >
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {FEATURES.map(({ icon: Icon, title, text }) => (
          <li key={title} className="rounded-2xl border border-slate-200 p-6">
            <Icon className="h-8 w-8 text-blue-600" />
            <h3 className="mt-4 text-lg font-semibold text-slate-900">{title}</h3>
            <p className="mt-2 text-slate-600">{text}</p>
          </li>
        ))}
      </ul>
      <ol className="mt-16 grid gap-6 md:grid-cols-3">
        {STEPS.map((step, i) => (
          <li key={step.title} className="flex gap-4">
            <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-blue-600 font-bold text-white">
              {i + 1}
            </span>
            <div>
              <h3 className="font-semibold text-slate-900">{step.title}</h3>
              <p className="mt-1 text-slate-600">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </Section>
  );
}
