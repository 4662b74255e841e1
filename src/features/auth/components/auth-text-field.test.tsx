import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AuthTextField } from '@/features/auth/components/auth-text-field';

describe('AuthTextField', () => {
  it('labels a required input and hands each change to the form', async () => {
    const onValueChange = vi.fn();
    render(<AuthTextField id="field" kind="email" value="" onValueChange={onValueChange} />);
    const input = screen.getByLabelText('Email');
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toHaveAttribute('autocomplete', 'email');
    await userEvent.type(input, 'a');
    expect(onValueChange).toHaveBeenCalledWith('a');
  });

  it('points a validated field at its error only while it is invalid', () => {
    const field = (error: string | null) => (
      <AuthTextField
        id="field"
        kind="new-password"
        minLength={6}
        value="123"
        onValueChange={() => {}}
        error={error}
      />
    );
    const view = render(field(null));
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveAttribute('autocomplete', 'new-password');
    expect(input).toHaveAttribute('minlength', '6');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    view.rerender(field('Too short'));
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Too short');
    expect(screen.getByRole('alert')).toHaveAttribute('id', 'field-error');
  });

  it('gives a field the form never validates no error state at all', () => {
    render(<AuthTextField id="field" kind="current-password" value="" onValueChange={() => {}} />);
    const input = screen.getByLabelText('Password');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
    expect(input).toHaveAttribute('autocomplete', 'current-password');
    expect(input).not.toHaveAttribute('minlength');
  });
});
