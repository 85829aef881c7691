import { type FormEvent, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Modal } from '../../../components/ui/modal';
import { Select } from '../../../components/ui/select';
import { isValidEmail } from '../../../lib/validation';

/** Spec section 9: agent count options. */
const AGENT_COUNTS = [
  { value: '1', label: 'Just me' },
  { value: '2-5', label: '2-5' },
  { value: '6-15', label: '6-15' },
  { value: '16+', label: '16+' },
];

export interface SignupDetails {
  email: string;
  company: string;
  agentCount: string;
}

/**
 * Start Free Trial: collects a work email, company and team size, welcomes the visitor, then hands
 * over (after the spec's 1 second) to registration with the email and company filled in.
 */
export function SignupModal({
  isOpen,
  onClose,
  onContinue,
}: {
  isOpen: boolean;
  onClose(): void;
  onContinue(details: SignupDetails): void;
}) {
  const [details, setDetails] = useState<SignupDetails>({ email: '', company: '', agentCount: '' });
  const [error, setError] = useState<string | null>(null);
  const [welcomedEmail, setWelcomedEmail] = useState<string | null>(null);
  const set = (key: keyof SignupDetails) => (value: string) => setDetails((d) => ({ ...d, [key]: value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!details.email.trim() || !details.company.trim() || !details.agentCount) {
      setError('Please fill in all required fields');
      return;
    }
    if (!isValidEmail(details.email)) {
      setError('Please enter a valid email address');
      return;
    }
    setError(null);
    const email = details.email.trim();
    setWelcomedEmail(email);
    onContinue({ ...details, email, company: details.company.trim() });
  };

  return (
    <Modal
      isOpen={isOpen}
      onClose={onClose}
      title="Start your free trial"
      description="30 days free, no credit card. Takes under a minute."
    >
      {welcomedEmail ? (
        <Alert variant="success" title="Welcome to Leadwise!">
          We're setting up your free trial for {welcomedEmail}. Just a moment...
        </Alert>
      ) : (
        <form noValidate onSubmit={onSubmit} className="space-y-4">
          {error && <Alert variant="error">{error}</Alert>}
          <FormField label="Work Email" htmlFor="signup-email">
            <Input
              id="signup-email"
              type="email"
              autoComplete="email"
              required
              value={details.email}
              onChange={(e) => set('email')(e.target.value)}
              placeholder="you@agency.co.uk"
            />
          </FormField>
          <FormField label="Company Name" htmlFor="signup-company">
            <Input
              id="signup-company"
              autoComplete="organization"
              required
              value={details.company}
              onChange={(e) => set('company')(e.target.value)}
            />
          </FormField>
          <FormField label="Number of Agents" htmlFor="signup-agents">
            <Select
              id="signup-agents"
              required
              value={details.agentCount}
              onChange={(e) => set('agentCount')(e.target.value)}
            >
              <option value="">Select...</option>
              {AGENT_COUNTS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </Select>
          </FormField>
          <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit">Start Free Trial</Button>
          </div>
        </form>
      )}
    </Modal>
  );
}
