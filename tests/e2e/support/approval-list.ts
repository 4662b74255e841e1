import type { TestEnvironmentAddresses } from './test-environment';

/**
 * The beta approval list, changed the way the allowlist tool does it: the Data API with the
 * secret key (service_role). Only the test process holds that key, never the browser.
 */
export class ApprovalList {
  constructor(
    private readonly environment: Pick<TestEnvironmentAddresses, 'apiUrl' | 'secretKey'>,
  ) {}

  async add(entry: string, note = 'end-to-end test'): Promise<void> {
    const response = await fetch(`${this.environment.apiUrl}/rest/v1/beta_allowlist`, {
      method: 'POST',
      headers: { ...this.headers(), prefer: 'return=minimal' },
      body: JSON.stringify({ entry, note }),
    });
    if (!response.ok) throw new Error(`approving ${entry} failed: ${await response.text()}`);
  }

  async remove(entry: string): Promise<void> {
    const filter = encodeURIComponent(`eq.${entry}`);
    const response = await fetch(
      `${this.environment.apiUrl}/rest/v1/beta_allowlist?entry=${filter}`,
      { method: 'DELETE', headers: { ...this.headers(), prefer: 'return=representation' } },
    );
    if (!response.ok) throw new Error(`removing ${entry} failed: ${await response.text()}`);
    const removed = (await response.json()) as unknown[];
    if (removed.length !== 1) throw new Error(`${entry} was not on the approval list`);
  }

  private headers(): Record<string, string> {
    return {
      apikey: this.environment.secretKey,
      authorization: `Bearer ${this.environment.secretKey}`,
      'content-type': 'application/json',
    };
  }
}
