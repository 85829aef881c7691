import { BookOpen, Calculator, MessageSquareQuote } from 'lucide-react';
import { Link } from 'react-router';

export interface ResourceLinks {
  setupGuides: string;
  roiCalculator: string;
  successStories: string;
}

/** Setup Guides, ROI Calculator and Success Stories, each leading somewhere useful. */
export function ResourceCards({ links }: { links: ResourceLinks }) {
  const cards = [
    {
      icon: BookOpen,
      title: 'Setup Guides',
      text: 'Install the widget, brand it and set up alerts.',
      to: links.setupGuides,
    },
    {
      icon: Calculator,
      title: 'ROI Calculator',
      text: 'Work out what faster, qualified replies are worth to your branch.',
      to: links.roiCalculator,
    },
    {
      icon: MessageSquareQuote,
      title: 'Success Stories',
      text: 'Ask us to put you in touch with agencies already using Leadwise.',
      to: links.successStories,
    },
  ];
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {cards.map(({ icon: Icon, title, text, to }) => (
        <li key={title}>
          <Link
            to={to}
            className="block h-full rounded-2xl border border-slate-200 p-6 hover:border-blue-300 hover:shadow-md"
          >
            <Icon aria-hidden="true" className="h-7 w-7 text-blue-600" />
            <h3 className="mt-3 font-semibold text-slate-900">{title}</h3>
            <p className="mt-1 text-sm text-slate-600">{text}</p>
          </Link>
        </li>
      ))}
    </ul>
  );
}
