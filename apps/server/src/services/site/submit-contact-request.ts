import type { ContactInput, ContactResult } from '@leadwise/contracts';
import type { Database } from '../../db/client';
import { contactRequests } from '../../db/schema';
import { enqueueEmail } from '../outbox/enqueue-email';

type ValidContactInput = Required<ContactInput>;

export function contactRequestEmail(salesInbox: string, input: ValidContactInput) {
  const agency = input.agency || 'no agency given';
  return {
    to: salesInbox,
    subject: `Website enquiry from ${input.name} (${agency})`,
    text: [
      'A visitor sent this through the contact form on the website.',
      '',
      `Name: ${input.name}`,
      `Email: ${input.email}`,
      `Agency: ${agency}`,
      '',
      input.message,
      '',
      `Reply to ${input.email} within one working day.`,
    ].join('\n'),
  };
}

/**
 * Stores the enquiry and queues the email to the sales inbox in one transaction, so an enquiry is
 * never stored without sales hearing of it (nor emailed without a record).
 */
export async function submitContactRequest(
  { db, salesInbox }: { db: Database; salesInbox: string },
  input: ValidContactInput,
): Promise<ContactResult> {
  await db.transaction(async (tx) => {
    await tx.insert(contactRequests).values(input);
    await enqueueEmail(tx, { message: contactRequestEmail(salesInbox, input), topic: 'site.contact_request' });
  });
  return { message: `Thanks, ${input.name}! Our team will reply to ${input.email} within one working day.` };
}
