import type { ExtractedData } from '@leadwise/contracts';
import { readLeadFields } from '@leadwise/conversation';

/**
 * The stored qualification (jsonb) as the dashboard shows it, read field by field so a row written
 * by an older engine shows what it has instead of failing the page. The row's own contact columns
 * (conversation or lead) win over the transcript's reading; the qualification fills in what they lack.
 */
export function toExtractedData(
  qualification: unknown,
  ownContact: { name: string | null; email: string | null; phone: string | null } = {
    name: null,
    email: null,
    phone: null,
  },
): ExtractedData {
  const fields = readLeadFields(qualification);
  return {
    ...fields,
    contact: {
      name: ownContact.name ?? fields.contact.name,
      email: ownContact.email ?? fields.contact.email,
      phone: ownContact.phone ?? fields.contact.phone,
    },
  };
}

