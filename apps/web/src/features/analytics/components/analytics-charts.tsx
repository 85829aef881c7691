import { type Analytics, DOCUMENT_KIND_LABELS, type DocumentKindValue } from '@leadwise/contracts';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Legend,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { Card } from '../../../components/ui/card';

const COLORS = { conversations: '#2563eb', leads: '#16a34a', hot: '#dc2626', warm: '#eab308', cold: '#3b82f6' };
const shortDay = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** The day a clicked bar stands for (Recharts spreads the data entry into the rectangle). */
const barDay = (bar: { payload?: { date?: string } }) => bar.payload?.date;

/**
 * Conversations and leads per day; a click on a day's bar opens that day's conversations. The
 * same days are listed as buttons under "Show as a table" for keyboards and screen readers.
 */
export function DailyChart({ daily, onSelectDay }: { daily: Analytics['daily']; onSelectDay: (date: string) => void }) {
  const onBarClick = (bar: { payload?: { date?: string } }) => {
    const date = barDay(bar);
    if (date) onSelectDay(date);
  };
  const activeDays = daily.filter((d) => d.conversations > 0 || d.leads > 0);
  return (
    <Card title="Conversations and leads per day">
      <div className="h-72" role="img" aria-label="Bar chart of conversations and leads per day">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={daily}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="date" tickFormatter={shortDay} minTickGap={16} fontSize={12} />
            <YAxis allowDecimals={false} fontSize={12} width={32} />
            <Tooltip labelFormatter={(label) => shortDay(String(label))} />
            <Legend />
            <Bar
              dataKey="conversations"
              name="Conversations"
              fill={COLORS.conversations}
              cursor="pointer"
              onClick={onBarClick}
            />
            <Bar dataKey="leads" name="Leads" fill={COLORS.leads} cursor="pointer" onClick={onBarClick} />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer text-blue-700 hover:underline">Show as a table</summary>
        {activeDays.length === 0 ? (
          <p className="mt-2 text-slate-500">No conversations in this period</p>
        ) : (
          <table className="mt-2 w-full text-left">
            <thead>
              <tr className="text-slate-500">
                <th className="py-1 font-medium">Day</th>
                <th className="py-1 text-right font-medium">Conversations</th>
                <th className="py-1 text-right font-medium">Leads</th>
              </tr>
            </thead>
            <tbody>
              {activeDays.map((d) => (
                <tr key={d.date} className="border-t border-slate-100">
                  <td className="py-1">
                    <button
                      type="button"
                      className="text-blue-700 hover:underline"
                      onClick={() => onSelectDay(d.date)}
                      aria-label={`${shortDay(d.date)}: show these conversations`}
                    >
                      {shortDay(d.date)}
                    </button>
                  </td>
                  <td className="py-1 text-right">{d.conversations}</td>
                  <td className="py-1 text-right">{d.leads}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </details>
    </Card>
  );
}

export const FUNNEL_STEPS = [
  { key: 'opened', label: 'Opened the widget' },
  { key: 'chatted', label: 'Chatted' },
  { key: 'contact', label: 'Gave contact details' },
  { key: 'qualified', label: 'Qualified hot or warm' },
] as const;
export type FunnelStepKey = (typeof FUNNEL_STEPS)[number]['key'];

/** The funnel as proportional bars; each step is a button opening the conversations behind it. */
export function FunnelCard({
  funnel,
  onSelectStep,
}: {
  funnel: Analytics['funnel'];
  onSelectStep: (step: FunnelStepKey) => void;
}) {
  const top = Math.max(1, ...Object.values(funnel));
  return (
    <Card title="Funnel">
      <ol className="space-y-3">
        {FUNNEL_STEPS.map((step, i) => {
          const value = funnel[step.key];
          const previous = i > 0 ? funnel[FUNNEL_STEPS[i - 1].key] : null;
          const rate = previous ? Math.round((value / previous) * 100) : null;
          return (
            <li key={step.key}>
              <button
                type="button"
                onClick={() => onSelectStep(step.key)}
                className="w-full rounded-lg p-1 text-left hover:bg-slate-50"
                aria-label={`${step.label}: ${value}. Show these conversations`}
              >
                <div className="mb-1 flex justify-between text-sm">
                  <span className="font-medium text-slate-800">{step.label}</span>
                  <span className="text-slate-600">
                    {value}
                    {rate !== null && <span className="ml-2 text-xs text-slate-500">{rate}%</span>}
                  </span>
                </div>
                <div className="h-3 rounded-full bg-slate-100">
                  <div className="h-3 rounded-full bg-blue-600" style={{ width: `${(value / top) * 100}%` }} />
                </div>
              </button>
            </li>
          );
        })}
      </ol>
    </Card>
  );
}

/** Leads by temperature; a click opens those leads. */
export function TemperatureCard({
  temperatures,
  onSelect,
}: {
  temperatures: Analytics['temperatures'];
  onSelect: (temperature: 'hot' | 'warm' | 'cold') => void;
}) {
  const data = (['hot', 'warm', 'cold'] as const).map((t) => ({ name: t, value: temperatures[t] }));
  const total = data.reduce((sum, d) => sum + d.value, 0);
  return (
    <Card title="Lead temperature">
      {total === 0 ? (
        <p className="py-10 text-center text-sm text-slate-500">No leads in this period</p>
      ) : (
        <div className="h-56" role="img" aria-label="Pie chart of leads by temperature">
          <ResponsiveContainer width="100%" height="100%">
            <PieChart>
              <Pie
                data={data}
                dataKey="value"
                nameKey="name"
                innerRadius={45}
                outerRadius={80}
                onClick={(entry) => onSelect((entry as { name: 'hot' | 'warm' | 'cold' }).name)}
                cursor="pointer"
              >
                {data.map((d) => (
                  <Cell key={d.name} fill={COLORS[d.name]} />
                ))}
              </Pie>
              <Tooltip />
              <Legend />
            </PieChart>
          </ResponsiveContainer>
        </div>
      )}
      <ul className="mt-2 flex justify-center gap-4 text-sm">
        {data.map((d) => (
          <li key={d.name}>
            <button type="button" className="capitalize text-blue-700 hover:underline" onClick={() => onSelect(d.name)}>
              {d.name}: {d.value}
            </button>
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** The places visitors asked for most; a click opens those conversations. */
export function TopAreasCard({ areas, onSelect }: { areas: Analytics['topAreas']; onSelect: (area: string) => void }) {
  return (
    <Card title="Top areas asked for">
      {areas.length === 0 ? (
        <p className="py-10 text-center text-sm text-slate-500">No areas mentioned in this period</p>
      ) : (
        <div className="h-64" role="img" aria-label="Bar chart of the areas asked for most">
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={areas} layout="vertical" margin={{ left: 16 }}>
              <XAxis type="number" allowDecimals={false} fontSize={12} />
              <YAxis type="category" dataKey="area" width={100} fontSize={12} />
              <Tooltip />
              <Bar
                dataKey="count"
                name="Conversations"
                fill={COLORS.conversations}
                cursor="pointer"
                onClick={(bar: { payload?: { area?: string } }) => bar.payload?.area && onSelect(bar.payload.area)}
              />
            </BarChart>
          </ResponsiveContainer>
        </div>
      )}
    </Card>
  );
}

/** The headline figures of the period. */
export function AnalyticsStats({ analytics }: { analytics: Analytics }) {
  const median = analytics.medianMinutesToQualification;
  const stats = [
    ['Conversations', String(analytics.totals.conversations)],
    ['Leads', String(analytics.totals.leads)],
    ['Documents received', String(analytics.documents.total)],
    ['Median time to qualify', median === null ? '–' : median < 60 ? `${median} min` : `${(median / 60).toFixed(1)} h`],
  ] as const;
  const kinds = Object.entries(analytics.documents.byKind).filter(([, n]) => n > 0) as Array<
    [DocumentKindValue, number]
  >;
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      {stats.map(([label, value]) => (
        <section key={label} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
          <h2 className="text-sm font-medium text-slate-500">{label}</h2>
          <p className="mt-2 text-3xl font-bold text-slate-900">{value}</p>
          {label === 'Documents received' && kinds.length > 0 && (
            <p className="mt-1 text-xs text-slate-500">
              {kinds.map(([kind, n]) => `${DOCUMENT_KIND_LABELS[kind]}: ${n}`).join(' · ')}
            </p>
          )}
        </section>
      ))}
    </div>
  );
}
