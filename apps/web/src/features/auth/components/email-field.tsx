import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';

/** The account screens' Email field. */
export function EmailField({ id, value, onChange }: { id: string; value: string; onChange(value: string): void }) {
  return (
    <FormField label="Email" htmlFor={id}>
      <Input
        id={id}
        type="email"
        autoComplete="email"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder="you@agency.co.uk"
      />
    </FormField>
  );
}
