import { describe, expect, it } from 'vitest';
import { handleMailboxRequest } from './mailbox-api';
import { MailStore } from './mail-store';

const link = 'http://127.0.0.1:54321/auth/v1/verify?token=t&type=signup&redirect_to=x';

function storeWithTwoMails() {
  const store = new MailStore();
  const first = store.add({
    to: 'ada@lab.example.edu',
    subject: 'Confirm Your Signup',
    text: `Follow ${link}`,
    html: '<p>hi</p>',
  });
  const second = store.add({
    to: 'grace@uni.example.edu',
    subject: 'Your Magic Link',
    text: 'code 123456',
    html: '<script>alert(1)</script>',
  });
  return { store, first, second };
}

const call = (store: MailStore, path: string, init?: RequestInit) =>
  handleMailboxRequest(new Request(`http://mail.test${path}`, init), store);

describe('mailbox API', () => {
  it('lists newest first with Mailpit fields', async () => {
    const { store, first, second } = storeWithTwoMails();

    const listing = await (await call(store, '/api/v1/messages')).json();

    expect(listing).toMatchObject({ total: 2, unread: 2, count: 2, start: 0 });
    expect(listing.messages.map((mail: { ID: string }) => mail.ID)).toEqual([second.ID, first.ID]);
    expect(listing.messages[1]).toMatchObject({
      Subject: 'Confirm Your Signup',
      To: [{ Name: '', Address: 'ada@lab.example.edu' }],
      Created: first.Created,
    });
  });

  it('pages with start and limit', async () => {
    const { store, first } = storeWithTwoMails();

    const listing = await (await call(store, '/api/v1/messages?start=1&limit=1')).json();

    expect(listing).toMatchObject({ total: 2, count: 1, start: 1 });
    expect(listing.messages[0].ID).toBe(first.ID);
  });

  it('serves one message (also as "latest") and marks it read', async () => {
    const { store, first, second } = storeWithTwoMails();

    const message = await (await call(store, `/api/v1/message/${first.ID}`)).json();
    const latest = await (await call(store, '/api/v1/message/latest')).json();

    expect(message).toMatchObject({ ID: first.ID, Text: `Follow ${link}`, HTML: '<p>hi</p>' });
    expect(latest.ID).toBe(second.ID);
    expect((await (await call(store, '/api/v1/messages')).json()).unread).toBe(0);
  });

  it('searches by recipient and by words', async () => {
    const { store, second } = storeWithTwoMails();

    const byRecipient = await (
      await call(store, '/api/v1/search?query=to:grace@uni.example.edu')
    ).json();
    const byWords = await (await call(store, '/api/v1/search?query=subject:"magic link"')).json();
    const nothing = await (await call(store, '/api/v1/search?query=to:nobody@x.example')).json();

    expect(byRecipient.messages.map((mail: { ID: string }) => mail.ID)).toEqual([second.ID]);
    expect(byWords.total).toBe(1);
    expect(nothing).toMatchObject({ total: 0, messages: [] });
  });

  it('deletes chosen messages, or all of them', async () => {
    const { store, first, second } = storeWithTwoMails();

    await call(store, '/api/v1/messages', {
      method: 'DELETE',
      body: JSON.stringify({ IDs: [first.ID] }),
    });
    expect(store.list().map((mail) => mail.ID)).toEqual([second.ID]);
    const response = await call(store, '/api/v1/messages', { method: 'DELETE' });
    expect(response.status).toBe(200);
    expect(store.list()).toEqual([]);
  });

  it('shows an inbox page with links, and each message with its HTML sandboxed', async () => {
    const { store, second } = storeWithTwoMails();

    const inbox = await (await call(store, '/')).text();
    const page = await (await call(store, `/view/${second.ID}`)).text();

    expect(inbox).toContain(`href="${link.replaceAll('&', '&amp;')}"`);
    expect(inbox).toContain(`/view/${second.ID}`);
    expect(page).toContain('<iframe sandbox');
    expect(page).not.toContain('<script>alert(1)</script>');
  });

  it('answers 404 for unknown messages and paths', async () => {
    const { store } = storeWithTwoMails();

    expect((await call(store, '/api/v1/message/unknown')).status).toBe(404);
    expect((await call(store, '/view/unknown')).status).toBe(404);
    expect((await call(store, '/api/v2/everything')).status).toBe(404);
  });
});
