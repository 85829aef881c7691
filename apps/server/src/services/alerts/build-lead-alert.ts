import { describeLeadFields, formatBudget, readLeadFields } from '@leadwise/conversation';
import type { EmailMessage } from '../outbox/enqueue-email';
import { conversationUrl, shortConversationUrl, widgetSettingsUrl } from './alert-links';
import {
  type DocumentRow,
  describeDocument,
  type LeadRow,
  leadName,
  NOT_GIVEN,
  summariseConversation,
} from './lead-facts';
import { describeListing } from './listing-facts';

export const SMS_MAX_LENGTH = 160;

export interface LeadAlertFacts {
  lead: LeadRow;
  documents: Array<Pick<DocumentRow, 'kind' | 'fileName'>>;
  messageCount: number;
  lastVisitorMessage: string | null;
}

/** What the alert calls the lead: a valuation request, or a lead by temperature. */
function alertHeadline(lead: LeadRow) {
  return isValuationRequest(lead) ? 'valuation request' : `${lead.temperature} lead`;
}

const isValuationRequest = (lead: LeadRow) => readLeadFields(lead.qualification).valuation;

/** The "new hot/warm lead" email: everything the agent needs to call back without opening the app. */
export function buildLeadAlertEmail(to: string, facts: LeadAlertFacts): EmailMessage {
  const { lead } = facts;
  const name = leadName(lead);
  const fields = describeLeadFields(readLeadFields(lead.qualification)).map(
    (field) => `${field.label}: ${field.text ?? NOT_GIVEN}`,
  );
  const listing = describeListing(lead.listing);
  const listingLines = listing
    ? [`Listing: ${listing}`, ...(lead.listing?.url && lead.listing.url !== listing ? [`Listing page: ${lead.listing.url}`] : [])]
    : [];
  const headline = alertHeadline(lead);
  const summary = summariseConversation(lead, { ...facts, documentCount: facts.documents.length });
  const documents = facts.documents.length ? facts.documents.map((d) => `- ${describeDocument(d)}`) : ['- None yet'];
  const text = [
    `New ${headline}: ${name} (score ${lead.score}/100)`,
    '',
    `Name: ${name}`,
    `Email: ${lead.email ?? NOT_GIVEN}`,
    `Phone: ${lead.phone ?? NOT_GIVEN}`,
    ...listingLines,
    ...fields,
    `Score: ${lead.score}/100 (${lead.temperature})`,
    '',
    'Summary:',
    ...summary,
    '',
    'Documents received:',
    ...documents,
    '',
    `Open the conversation: ${conversationUrl(lead.conversationId)}`,
    '',
    `You get this alert because of your notification settings: ${widgetSettingsUrl()}`,
  ].join('\n');
  return { to, subject: `New ${headline}: ${name} (score ${lead.score})`, text };
}

/**
 * One SMS segment: GSM-7 characters only (anything else would switch the whole message to UCS-2
 * and 70 characters), at most 160, the link always whole; the name gives way first.
 */
export function buildLeadAlertSms(lead: LeadRow): string {
  const link = shortConversationUrl(lead.conversationId);
  const budget = formatBudget(lead.qualification?.budget, { compact: true });
  const listing = lead.listing?.ref ?? lead.listing?.address?.slice(0, 30) ?? null;
  const details = [listing && `re ${listing}`, budget, lead.phone].filter(Boolean).map((part) => toGsm(part as string));
  const head = `Leadwise: ${isValuationRequest(lead) ? 'VALUATION request' : `${lead.temperature.toUpperCase()} lead`} `;
  const tail = `${details.length ? `, ${details.join(', ')}` : ''} ${link}`;
  const room = SMS_MAX_LENGTH - head.length - tail.length;
  const name = toGsm(leadName(lead));
  if (room >= 4) return `${head}${name.length <= room ? name : `${name.slice(0, room - 3)}...`}${tail}`;
  // Only a very long PUBLIC_URL gets here: keep name, phone and link, drop the rest.
  return `${head}${name.slice(0, 20)} ${lead.phone ?? ''} ${link}`.replace(/\s+/g, ' ').slice(0, SMS_MAX_LENGTH);
}

const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM_LOOKALIKES: Record<string, string> = {
  '‘': "'",
  '’': "'",
  '“': '"',
  '”': '"',
  '–': '-',
  '—': '-',
  '…': '...',
};

/** Maps text to the GSM-7 alphabet: lookalike punctuation, then accents stripped, else '?'. */
export function toGsm(text: string) {
  let out = '';
  for (const ch of text) {
    if (GSM_BASIC.includes(ch)) out += ch;
    else if (GSM_LOOKALIKES[ch]) out += GSM_LOOKALIKES[ch];
    else {
      const plain = ch.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
      out += plain.length === 1 && GSM_BASIC.includes(plain) ? plain : '?';
    }
  }
  return out;
}
