import { type FormEvent, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { toErrorMessage } from '../../../lib/error-message';
import { isValidEmail } from '../../../lib/validation';
import { useSubscribeNewsletter } from '../api/subscribe-newsletter';

/** The blog's newsletter box: stores the email once and says whether it was already on the list. */
export function NewsletterSignup() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const mutation = useSubscribeNewsletter();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!isValidEmail(email)) {
      setError('Please enter a valid email address');
      return;
    }
    setError(null);
    try {
      await mutation.mutateAsync(email.trim());
      setEmail('');
    } catch (e) {
      setError(toErrorMessage(e, 'Subscription failed. Please try again.'));
    }
  };

  return (
    <section
      id="newsletter"
      tabIndex={-1}
      aria-labelledby="newsletter-heading"
      className="scroll-mt-20 rounded-2xl bg-slate-900 p-8 text-white focus:outline-none"
    >
      <h2 id="newsletter-heading" className="text-2xl font-bold">
        Get new articles by email
      </h2>
      <p className="mt-2 text-slate-300">
        Practical lead and compliance tips for UK agents, plus product and status news. Monthly, no spam.
      </p>
      <form noValidate onSubmit={onSubmit} className="mt-6 flex flex-col gap-3 sm:flex-row">
        <label htmlFor="newsletter-email" className="sr-only">
          Email address
        </label>
        <Input
          id="newsletter-email"
          type="email"
          autoComplete="email"
          placeholder="you@agency.co.uk"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          className="sm:max-w-sm"
        />
        <Button type="submit" isLoading={mutation.isPending}>
          Subscribe
        </Button>
      </form>
      <div className="mt-4 min-h-6" aria-live="polite">
        {error && <Alert variant="error">{error}</Alert>}
        {!error && mutation.data && <Alert variant="success">{mutation.data.message}</Alert>}
      </div>
    </section>
  );
}
