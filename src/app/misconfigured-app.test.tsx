import { render, screen } from '@testing-library/react';
import { MisconfiguredApp } from '@/app/misconfigured-app';

describe('an app built without its backend settings', () => {
  it('says it is not configured, why, and what the deployer has to set', () => {
    render(
      <MisconfiguredApp problem="Invalid client environment: VITE_SUPABASE_URL must be an http(s) URL" />,
    );

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'ASSOCIATE IS NOT CONFIGURED',
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'ERROR: Invalid client environment: VITE_SUPABASE_URL must be an http(s) URL',
    );
    expect(
      screen.getByText(/set VITE_SUPABASE_URL and VITE_SUPABASE_PUBLISHABLE_KEY/),
    ).toBeInTheDocument();
  });
});
