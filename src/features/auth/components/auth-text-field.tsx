import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { FormFieldError } from '@/components/ui/form-field-error';

/** The spec's label and the input type of each kind of auth field (its name is the autofill hint). */
const authFieldKinds = {
  email: { label: 'Email', type: 'email' },
  'current-password': { label: 'Password', type: 'password' },
  'new-password': { label: 'Password', type: 'password' },
} as const;

/** One labelled, required field of the auth forms. */
export interface AuthTextFieldProps {
  id: string;
  /** Also the autofill hint: `current-password` to sign in, `new-password` to sign up. */
  kind: keyof typeof authFieldKinds;
  value: string;
  onValueChange: (value: string) => void;
  minLength?: number;
  /**
   * The field's validation message, null while it is valid. Leave it out for a field the form
   * never validates: it then has no error region to point at.
   */
  error?: string | null;
}

/** A label over an input and, for a validated field, its error (`<id>-error`). */
export function AuthTextField({
  id,
  kind,
  value,
  onValueChange,
  minLength,
  error,
}: AuthTextFieldProps) {
  const { label, type } = authFieldKinds[kind];
  const errorId = `${id}-error`;
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type={type}
        autoComplete={kind}
        required
        minLength={minLength}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onValueChange(event.target.value)}
      />
      {error !== undefined && <FormFieldError id={errorId} message={error} />}
    </div>
  );
}
