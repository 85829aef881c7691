import type { ConversationDetail } from '@leadwise/contracts';
import { describeLeadFields } from '@leadwise/conversation/lead-fields';
import { phoneDialHref } from '@leadwise/conversation/phone';
import { Card } from '../../../components/ui/card';
import { ListingSummary } from '../../../components/ui/listing-summary';
import { TemperatureBadge } from '../../../components/ui/status-badges';

const NOT_YET = 'Not given yet';

/** The Extracted Data card: what the qualifier found, with the score and temperature. */
export function ExtractedDataCard({ detail }: { detail: ConversationDetail }) {
  const { extracted, conversation } = detail;
  const { contact } = extracted;
  // The fields that apply to what the visitor wants (a vendor has no budget), from their declarations.
  const rows: Array<[string, React.ReactNode]> = [
    ...describeLeadFields(extracted).map((field): [string, React.ReactNode] => [field.label, field.text ?? NOT_YET]),
    ['Name', contact.name ?? NOT_YET],
    [
      'Email',
      contact.email ? (
        <a key="email" className="text-blue-700 hover:underline" href={`mailto:${contact.email}`}>
          {contact.email}
        </a>
      ) : (
        NOT_YET
      ),
    ],
    [
      'Phone',
      contact.phone ? (
        <a key="phone" className="text-blue-700 hover:underline" href={phoneDialHref(contact.phone)}>
          {contact.phone}
        </a>
      ) : (
        NOT_YET
      ),
    ],
  ];
  return (
    <Card
      title="Extracted Data"
      actions={
        <div className="flex items-center gap-2 text-sm">
          <span className="font-semibold text-slate-900">Score: {conversation.score}/100</span>
          <TemperatureBadge temperature={conversation.temperature} />
        </div>
      }
    >
      <ListingSummary listing={conversation.listing} className="mb-3 break-words rounded-lg bg-blue-50 p-2 text-sm text-slate-800" />
      <dl className="space-y-2 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-3">
            <dt className="text-slate-500">{label}</dt>
            <dd className="break-words text-right font-medium text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
