import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AuthCard } from '@/features/auth/components/auth-card';
import { renderWithProviders } from '@/test/render-with-providers';

describe('AuthCard', () => {
  it('opens on the LOGIN tab and switches to SIGNUP', async () => {
    renderWithProviders(<AuthCard />);
    expect(screen.getByRole('tab', { name: 'LOGIN' })).toHaveAttribute('aria-selected', 'true');
    expect(
      within(screen.getByRole('tabpanel')).getByRole('button', { name: 'SIGN IN' }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'SIGNUP' }));
    expect(
      within(screen.getByRole('tabpanel')).getByRole('button', { name: 'SIGN UP' }),
    ).toBeInTheDocument();
  });

  it('links to the beta access request page', () => {
    renderWithProviders(<AuthCard />);
    expect(screen.getByRole('link', { name: 'REQUEST BETA ACCESS' })).toHaveAttribute(
      'href',
      '/beta',
    );
  });
});
