import { GETTING_STARTED_STEPS, type GettingStartedStep } from '@leadwise/contracts/getting-started';
import { CheckCircle2, Circle } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card';
import { paths } from '../../../config/paths';
import { useGettingStarted } from '../api/get-getting-started';

const STEP_TEXT: Record<GettingStartedStep, { title: string; todo: string; href: string; action: string }> = {
  areas: {
    title: 'Set your areas',
    todo: 'List the towns and postcodes you cover, so leads in your patch score higher.',
    href: paths.dashboard.widgetConfig.getHref(),
    action: 'Set areas',
  },
  branding: {
    title: 'Brand the widget',
    todo: 'Pick your colours, logo and welcome message.',
    href: paths.dashboard.widgetConfig.getHref(),
    action: 'Brand widget',
  },
  install: {
    title: 'Install it on your website',
    todo: 'Paste the one-line embed code before </body>. This ticks itself when your site first loads the widget.',
    href: paths.dashboard.widgetConfig.getHref(),
    action: 'Get embed code',
  },
  testLead: {
    title: 'Send a test lead',
    todo: 'Open the chat on your site and answer as a buyer would, leaving an email.',
    href: paths.dashboard.conversations.getHref(),
    action: 'See conversations',
  },
};

/** The new agent's next steps on the overview; it goes away once every step is done. */
export function GettingStartedChecklist() {
  const checklist = useGettingStarted();
  if (!checklist.data || checklist.data.isComplete) return null;
  const { steps, installedOn } = checklist.data;
  const doneCount = GETTING_STARTED_STEPS.filter((step) => steps[step]).length;
  return (
    <Card
      title="Get started"
      actions={
        <span className="text-sm text-slate-600">
          {doneCount} of {GETTING_STARTED_STEPS.length} done
        </span>
      }
    >
      <ol aria-label="Getting started" className="divide-y divide-slate-100">
        {GETTING_STARTED_STEPS.map((step) => {
          const text = STEP_TEXT[step];
          const isDone = steps[step];
          return (
            <li key={step} className="flex items-start gap-3 py-3">
              {isDone ? (
                <CheckCircle2 aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-green-600" />
              ) : (
                <Circle aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-slate-400" />
              )}
              <div className="min-w-0 flex-1">
                <p className={isDone ? 'text-sm font-medium text-slate-500' : 'text-sm font-medium text-slate-900'}>
                  {text.title}
                  <span className="sr-only">{isDone ? ' (done)' : ' (to do)'}</span>
                </p>
                <p className="break-words text-sm text-slate-600">
                  {step === 'install' && isDone && installedOn ? `Seen on ${installedOn}` : isDone ? 'Done' : text.todo}
                </p>
                {!isDone && (
                  <Link to={text.href} className="mt-1 inline-block text-sm font-medium text-blue-700 hover:underline">
                    {text.action}
                  </Link>
                )}
              </div>
            </li>
          );
        })}
      </ol>
    </Card>
  );
}
