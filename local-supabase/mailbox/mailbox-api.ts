import { matchesMailQuery } from './mail-search';
import type { MailStore, StoredMail } from './mail-store';
import { renderInboxPage, renderMailPage } from './mailbox-page';

/**
 * The mailbox on :54324: a plain HTML inbox, and the subset of Mailpit's REST API that tests use
 * (`supabase start` runs Mailpit there), so the same tests run against either.
 */
export async function handleMailboxRequest(request: Request, store: MailStore): Promise<Response> {
  const url = new URL(request.url);
  const path = url.pathname.replace(/\/+$/, '') || '/';
  if (request.method === 'GET' && path === '/') return html(renderInboxPage(store.list()));
  const viewed = /^\/view\/([A-Za-z0-9]+)$/.exec(path);
  if (request.method === 'GET' && viewed) {
    const mail = store.find(viewed[1] ?? '');
    return mail ? html(renderMailPage(mail)) : notFound();
  }
  if (path === '/api/v1/messages' && request.method === 'GET') {
    return Response.json(listing(store.list(), url.searchParams));
  }
  if (path === '/api/v1/search' && request.method === 'GET') {
    const query = url.searchParams.get('query') ?? '';
    const found = store.list().filter((mail) => matchesMailQuery(mail, query));
    return Response.json(listing(found, url.searchParams));
  }
  if (path === '/api/v1/messages' && request.method === 'DELETE') {
    const ids = await requestedIds(request);
    if (ids.length > 0) store.delete(ids);
    else store.deleteAll();
    return new Response('ok', { headers: { 'content-type': 'text/plain; charset=utf-8' } });
  }
  const single = /^\/api\/v1\/message\/([A-Za-z0-9]+)$/.exec(path);
  if (single && request.method === 'GET') {
    const mail = store.find(single[1] ?? '');
    if (!mail) return notFound();
    mail.Read = true;
    return Response.json(detail(mail));
  }
  return notFound();
}

function listing(mails: readonly StoredMail[], parameters: URLSearchParams) {
  const start = Math.max(0, Number.parseInt(parameters.get('start') ?? '0', 10) || 0);
  const limit = Math.max(1, Number.parseInt(parameters.get('limit') ?? '50', 10) || 50);
  const page = mails.slice(start, start + limit);
  return {
    total: mails.length,
    unread: mails.filter((mail) => !mail.Read).length,
    count: page.length,
    messages_count: mails.length,
    start,
    tags: [],
    messages: page.map(summary),
  };
}

function summary(mail: StoredMail) {
  return {
    ID: mail.ID,
    MessageID: mail.MessageID,
    Read: mail.Read,
    From: mail.From,
    To: mail.To,
    Cc: [],
    Bcc: [],
    ReplyTo: [],
    Subject: mail.Subject,
    Created: mail.Created,
    Tags: [],
    Size: mail.Size,
    Attachments: 0,
    Snippet: mail.Text.replace(/\s+/g, ' ').trim().slice(0, 250),
  };
}

function detail(mail: StoredMail) {
  return {
    ID: mail.ID,
    MessageID: mail.MessageID,
    From: mail.From,
    To: mail.To,
    Cc: [],
    Bcc: [],
    ReplyTo: [],
    ReturnPath: mail.From.Address,
    Subject: mail.Subject,
    Date: mail.Created,
    Tags: [],
    Text: mail.Text,
    HTML: mail.HTML,
    Size: mail.Size,
    Inline: [],
    Attachments: [],
  };
}

async function requestedIds(request: Request): Promise<string[]> {
  const text = await request.text();
  if (!text.trim()) return [];
  try {
    const body = JSON.parse(text) as { IDs?: unknown };
    return Array.isArray(body.IDs) ? body.IDs.filter((id) => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

function html(content: string): Response {
  return new Response(content, { headers: { 'content-type': 'text/html; charset=utf-8' } });
}

function notFound(): Response {
  return new Response('Not found', {
    status: 404,
    headers: { 'content-type': 'text/plain; charset=utf-8' },
  });
}
