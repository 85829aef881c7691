/** The help centre's 12 questions (spec section 2), answered for this product. */
export const FAQ_CATEGORIES = [
  'Getting Started',
  'Setup & Installation',
  'Features',
  'Billing & Plans',
  'Troubleshooting',
  'Integrations',
] as const;

export type FaqCategory = (typeof FAQ_CATEGORIES)[number];

export interface Faq {
  id: string;
  category: FaqCategory;
  question: string;
  answer: string;
}

export const FAQS: Faq[] = [
  {
    id: 'what-is-leadwise',
    category: 'Getting Started',
    question: 'What does Leadwise do for my agency?',
    answer:
      'A chat assistant on your website talks to buyers and tenants day and night. It finds out their budget, mortgage position, timeline and the areas they want, takes their contact details with consent, scores each lead from 0 to 100 and alerts you about the promising ones, so you call the right people first.',
  },
  {
    id: 'first-steps',
    category: 'Getting Started',
    question: 'What should I do after signing up?',
    answer:
      'Verify your email, sign in and open Widget Setup. Add your company name, logo, colours, welcome message, office hours and the towns and postcode districts you cover, then copy the one-line code onto your website. Most agencies are live in under five minutes.',
  },
  {
    id: 'install-widget',
    category: 'Setup & Installation',
    question: 'How do I install the widget on my website?',
    answer:
      "Copy the embed code from Widget Setup and paste it just before the closing </body> tag of every page, or into your website builder's custom code box. The chat button appears on the next page load. If your site sends a Content-Security-Policy header, allow our address in script-src and connect-src.",
  },
  {
    id: 'branding',
    category: 'Setup & Installation',
    question: 'Can the chat match my brand?',
    answer:
      'Yes. Set your logo, primary and secondary colours, agent name, welcome message, input placeholder, corner position and auto-open delay in Widget Setup. Preview mode shows the result before you save, and saved changes appear on your site on the next page load.',
  },
  {
    id: 'lead-score',
    category: 'Features',
    question: 'How is the lead score worked out?',
    answer:
      'Points come from what the visitor tells the assistant: a clear budget, a mortgage in principle or cash, a near timeline, an area you cover and contact details. The total is scaled to 100: 70 and over is hot, 40 to 69 warm, under 40 cold. You choose which temperatures send you alerts.',
  },
  {
    id: 'documents',
    category: 'Features',
    question: 'What documents can buyers send through the chat?',
    answer:
      'Mortgage certificates or agreements in principle, proof of funds and photo ID, as PDF, JPEG, PNG or HEIC files up to 10 MB each. Files are checked by their content, stored securely and listed on the conversation, where only you can download them.',
  },
  {
    id: 'free-trial',
    category: 'Billing & Plans',
    question: 'How does the free trial work?',
    answer:
      'Every plan starts with a 30-day free trial and no credit card, with up to 200 conversations a month. Billing in your dashboard shows the days left. If the trial ends without a plan, your widget shows your offline message and still takes visitors\' contact details, and your dashboard stays readable; choose Starter, Professional or Enterprise to switch the assistant back on.',
  },
  {
    id: 'change-plan',
    category: 'Billing & Plans',
    question: 'Can I change or cancel my plan?',
    answer:
      'Yes, at any time, monthly or annually by card. Plan changes take effect at once and are prorated. If you cancel, your data is kept for 30 days in case you come back, then deleted. Going over your plan\'s conversations loses nothing and turns no visitor away: every conversation is still answered and stored, and marked "over your plan\'s limit" in Billing. We email you at 80 % and at 100 % of the month\'s limit. Past a grace of 10 % more (221 on Starter, 1,101 on Professional), new conversations\' email and SMS lead alerts are held back; their leads still appear in your dashboard and bell. The count starts again at midnight on the 1st, in your time zone, or lifts at once when you upgrade.',
  },
  {
    id: 'widget-not-showing',
    category: 'Troubleshooting',
    question: 'The chat button does not appear on my site. What should I check?',
    answer:
      'Check that the embed code is on the page you are viewing and that its data-widget-id matches the one in Widget Setup, that the widget is active, and that your office-hours setting does not hide it at this time. A strict Content-Security-Policy or an ad blocker can also stop the script; your browser console names the blocked address.',
  },
  {
    id: 'no-alerts',
    category: 'Troubleshooting',
    question: 'Why am I not receiving lead alerts?',
    answer:
      'Open Widget Settings and check which temperatures alert you, the email address and mobile number, and that email or SMS is switched on. Look in your spam folder for mail from Leadwise. The bell in the dashboard header lists every new lead even when a message is delayed.',
  },
  {
    id: 'crm',
    category: 'Integrations',
    question: 'Can leads go straight into my CRM?',
    answer:
      'Yes. Add your CRM or automation webhook URL in Widget Settings and each new or updated lead is posted as signed JSON following the Standard Webhooks format, with retries for 24 hours and a delivery log. You can also export leads as CSV for any spreadsheet or CRM import.',
  },
  {
    id: 'gdpr',
    category: 'Integrations',
    question: 'Is Leadwise GDPR compliant?',
    answer:
      "Visitors give consent before their details are used to contact them, and the wording and time of that consent are recorded. Nothing is stored on a visitor's device until they open the chat. Conversation data is kept for up to 90 days.",
  },
];
