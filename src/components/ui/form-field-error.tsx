/** A field's validation message, announced as soon as it appears. */
export function FormFieldError({ id, message }: { id: string; message: string | null }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="text-xs text-terminal-danger">
      {message}
    </p>
  );
}
