import { describe, expect, it } from 'vitest';
import { findVerifyLink, rewriteVerifyLinks } from './mail-links';

const options = {
  siteUrl: 'http://localhost:5173',
  apiUrl: 'http://127.0.0.1:54321',
  redirectTo: 'http://localhost:5173/dashboard',
};
const liteLink =
  'http://localhost:5173/auth/v1/verify?token=abc123&type=signup&redirect_to=http%3A%2F%2Flocalhost%3A5173';
const hostedLink =
  'http://127.0.0.1:54321/auth/v1/verify?token=abc123&type=signup&redirect_to=http%3A%2F%2Flocalhost%3A5173%2Fdashboard';

describe('e-mail verify links', () => {
  it('moves the link to the API URL and carries the requested redirect', () => {
    expect(rewriteVerifyLinks(`Or follow this link: ${liteLink}\n`, options)).toBe(
      `Or follow this link: ${hostedLink}\n`,
    );
  });

  it('rewrites HTML links, keeping &amp; escaping and leaving other URLs alone', () => {
    const doctype = 'http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd';
    const html = `<!DOCTYPE html SYSTEM "${doctype}"><a href="${liteLink.replaceAll('&', '&amp;')}">Confirm</a>`;

    const rewritten = rewriteVerifyLinks(html, options);

    expect(rewritten).toContain(doctype);
    expect(rewritten).toContain(`href="${hostedLink.replaceAll('&', '&amp;')}"`);
  });

  it('leaves verify links of other origins untouched', () => {
    const foreign = 'https://elsewhere.example/auth/v1/verify?token=x&type=signup';

    expect(rewriteVerifyLinks(foreign, options)).toBe(foreign);
  });

  it('finds the first verify link of a message', () => {
    expect(findVerifyLink(`code 123456\n${hostedLink}\n`)).toBe(hostedLink);
    expect(findVerifyLink(`<a href="${hostedLink.replaceAll('&', '&amp;')}">`)).toBe(hostedLink);
    expect(findVerifyLink('no link here')).toBeNull();
  });
});
