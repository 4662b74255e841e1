import type { InputHTMLAttributes, Ref } from 'react';
import { FormFieldError } from '@/components/ui/form-field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

interface PasswordFormFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'onChange' | 'value' | 'id'
> {
  id: string;
  ref?: Ref<HTMLInputElement>;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  /** The field's validation message, null while it is valid (announced when it appears). */
  error: string | null;
  /** A hint read with the field, e.g. where the code came from. */
  hintId?: string;
}

/** One labelled field of the password forms, its error tied to it for screen readers. */
export function PasswordFormField({
  id,
  label,
  value,
  onValueChange,
  error,
  hintId,
  ...inputProps
}: PasswordFormFieldProps) {
  const errorId = `${id}-error`;
  const describedBy = [hintId, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        required
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(event) => onValueChange(event.target.value)}
        {...inputProps}
      />
      <FormFieldError id={errorId} message={error} />
    </div>
  );
}
