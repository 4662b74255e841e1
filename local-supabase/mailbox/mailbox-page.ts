import { findVerifyLink } from '../auth/mail-links';
import type { StoredMail } from './mail-store';

const style = `
  body { font: 15px/1.5 system-ui, sans-serif; margin: 2rem auto; max-width: 60rem; padding: 0 1rem; }
  table { border-collapse: collapse; width: 100%; }
  th, td { text-align: left; padding: 0.4rem 0.6rem; border-bottom: 1px solid #ddd; }
  pre { white-space: pre-wrap; background: #f6f6f6; padding: 1rem; }
  iframe { width: 100%; height: 32rem; border: 1px solid #ddd; }
`;

/** The inbox: newest first, each with its sign-in link one click away. */
export function renderInboxPage(mails: readonly StoredMail[]): string {
  const rows = mails
    .map((mail) => {
      const link = findVerifyLink(mail.Text);
      return `<tr><td>${escapeHtml(new Date(mail.Created).toLocaleString())}</td>
        <td>${escapeHtml(mail.To.map((to) => to.Address).join(', '))}</td>
        <td><a href="/view/${mail.ID}">${escapeHtml(mail.Subject)}</a></td>
        <td>${link ? `<a href="${escapeHtml(link)}">open link</a>` : ''}</td></tr>`;
    })
    .join('\n');
  const body = mails.length
    ? `<table><thead><tr><th>Received</th><th>To</th><th>Subject</th><th>Link</th></tr></thead>
       <tbody>${rows}</tbody></table>`
    : '<p>No e-mail yet. Sign up or ask for a magic link, then reload.</p>';
  return page('Local mailbox', `<h1>Local mailbox</h1>${body}`);
}

/** One e-mail: its plain text, and its HTML in a sandbox that cannot run scripts. */
export function renderMailPage(mail: StoredMail): string {
  return page(
    mail.Subject,
    `<p><a href="/">← Inbox</a></p>
     <h1>${escapeHtml(mail.Subject)}</h1>
     <p>To ${escapeHtml(mail.To.map((to) => to.Address).join(', '))},
        ${escapeHtml(new Date(mail.Created).toLocaleString())}</p>
     <pre>${escapeHtml(mail.Text)}</pre>
     <iframe sandbox title="HTML version" srcdoc="${escapeHtml(mail.HTML)}"></iframe>`,
  );
}

function page(title: string, content: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<title>${escapeHtml(title)}</title><style>${style}</style></head><body>${content}</body></html>`;
}

export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}
