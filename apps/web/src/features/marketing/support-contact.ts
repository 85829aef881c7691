/**
 * How visitors reach a person; the help centre, contact section and legal pages show these.
 * The phone number is in Ofcom's range reserved for fiction until the real line is set up.
 */
export const SUPPORT_CONTACT = {
  supportEmail: 'support@leadwise.co.uk',
  salesEmail: 'sales@leadwise.co.uk',
  privacyEmail: 'privacy@leadwise.co.uk',
  phone: '020 7946 0321',
  phoneHref: '+442079460321',
  hours: 'Mon-Fri 9AM-6PM GMT',
} as const;
