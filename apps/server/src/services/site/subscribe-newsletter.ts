import type { NewsletterInput, NewsletterResult } from '@leadwise/contracts';
import type { Executor } from '../../db/client';
import { newsletterSubscribers } from '../../db/schema';

/** Stores the (already lower-cased) email once; a second sign-up is told it is already on the list. */
export async function subscribeNewsletter({ db }: { db: Executor }, input: NewsletterInput): Promise<NewsletterResult> {
  const inserted = await db
    .insert(newsletterSubscribers)
    .values({ email: input.email })
    .onConflictDoNothing({ target: newsletterSubscribers.email })
    .returning({ id: newsletterSubscribers.id });
  if (inserted.length === 0) {
    return { alreadySubscribed: true, message: `${input.email} is already subscribed. Thanks for reading!` };
  }
  return {
    alreadySubscribed: false,
    message: `Thanks for subscribing! New articles will be sent to ${input.email}.`,
  };
}
