import { type FormEvent, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { toErrorMessage } from '../../../lib/error-message';
import { isValidEmail } from '../../../lib/validation';
import { useSubmitContact } from '../api/submit-contact';

const EMPTY = { name: '', email: '', agency: '', message: '' };
const MESSAGE_MAX = 5000;

export function validateContact(fields: typeof EMPTY): string | null {
  if (!fields.name.trim() || !fields.email.trim() || !fields.message.trim()) {
    return 'Please fill in all required fields';
  }
  if (!isValidEmail(fields.email)) return 'Please enter a valid email address';
  if (fields.message.length > MESSAGE_MAX) return `Please keep your message under ${MESSAGE_MAX} characters`;
  return null;
}

/** The sales enquiry form: stored and emailed to the sales inbox by the API. */
export function ContactForm() {
  const [fields, setFields] = useState(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const mutation = useSubmitContact();
  const set = (key: keyof typeof EMPTY) => (value: string) => setFields((f) => ({ ...f, [key]: value }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = validateContact(fields);
    setError(problem);
    if (problem) return;
    try {
      await mutation.mutateAsync({
        name: fields.name.trim(),
        email: fields.email.trim(),
        agency: fields.agency.trim(),
        message: fields.message.trim(),
      });
      setFields(EMPTY);
    } catch (e) {
      // The visitor's text stays in the form so nothing is lost.
      setError(toErrorMessage(e, 'Your message could not be sent. Please try again.'));
    }
  };

  if (mutation.isSuccess) {
    return (
      <div className="space-y-4">
        <Alert variant="success" title="Message sent">
          {mutation.data.message}
        </Alert>
        <Button variant="outline" onClick={() => mutation.reset()}>
          Send another message
        </Button>
      </div>
    );
  }
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2">
      {error && (
        <Alert variant="error" className="sm:col-span-2">
          {error}
        </Alert>
      )}
      <FormField label="Name" htmlFor="contact-name">
        <Input
          id="contact-name"
          autoComplete="name"
          required
          value={fields.name}
          onChange={(e) => set('name')(e.target.value)}
        />
      </FormField>
      <FormField label="Email" htmlFor="contact-email">
        <Input
          id="contact-email"
          type="email"
          autoComplete="email"
          required
          value={fields.email}
          onChange={(e) => set('email')(e.target.value)}
        />
      </FormField>
      <div className="sm:col-span-2">
        <FormField label="Agency (optional)" htmlFor="contact-agency">
          <Input
            id="contact-agency"
            autoComplete="organization"
            value={fields.agency}
            onChange={(e) => set('agency')(e.target.value)}
          />
        </FormField>
      </div>
      <div className="sm:col-span-2">
        <FormField label="Message" htmlFor="contact-message">
          <Textarea
            id="contact-message"
            required
            maxLength={MESSAGE_MAX}
            value={fields.message}
            onChange={(e) => set('message')(e.target.value)}
          />
        </FormField>
      </div>
      <div className="sm:col-span-2">
        <Button type="submit" isLoading={mutation.isPending}>
          Send Message
        </Button>
      </div>
    </form>
  );
}
