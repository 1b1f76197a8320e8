import { describe, expect, it } from 'vitest';
import { invitationEmail } from './invitation-email.ts';

describe('invitationEmail', () => {
  const input = {
    to: 'new@example.test',
    orgName: 'Acme <Pharma> & Co',
    inviterName: 'Olivia "O" Owner',
    url: 'https://vigila.test/auth?invitation=tok&organization=org_1&organization_name=Acme',
    expiresAt: new Date('2026-12-01T09:30:00Z'),
  };

  it('names the organisation in the subject and carries the link and expiry in both bodies', () => {
    const mail = invitationEmail(input);
    expect(mail.subject).toBe('You are invited to join Acme <Pharma> & Co on Vigila');
    expect(mail.to).toBe('new@example.test');
    expect(mail.link).toBe(input.url);
    expect(mail.text).toContain(input.url);
    expect(mail.text).toContain('expires on 2026-12-01 09:30 UTC');
    expect(mail.html).toContain('href="https://vigila.test/auth?invitation=tok&#38;organization=org_1');
    expect(mail.html).toContain('2026-12-01 09:30 UTC');
  });

  it('escapes names in the HTML body', () => {
    const { html } = invitationEmail(input);
    expect(html).toContain('Acme &#60;Pharma&#62; &#38; Co');
    expect(html).toContain('Olivia &#34;O&#34; Owner');
    expect(html).not.toContain('<Pharma>');
  });
});
