import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { EmailBody } from './email-body.tsx';

const TEXT =
  'My son had a rash after the Amoxil.\n\nThis e-mail is confidential. If you received it in error, delete it.';
const FOOTER = { start: 37, end: TEXT.length };

describe('the e-mail body (issue 27)', () => {
  it('marks the parts the analysis set aside in a plain-text e-mail, and says what they are', () => {
    render(<EmailBody html={null} text={TEXT} setAside={[FOOTER]} />);
    const marked = document.querySelector('[data-set-aside]');
    expect(marked?.textContent).toContain(
      'This e-mail is confidential. If you received it in error, delete it.',
    );
    expect(marked?.textContent).toContain('[set aside by the analysis:');
    expect(screen.getByTestId('email-text').textContent).toContain('My son had a rash after the Amoxil.');
    expect(screen.getByText(/the analysis did not read them for flags/)).toBeTruthy();
  });

  it('lists them after an HTML body, and shows nothing more when none was set aside', () => {
    const { unmount } = render(
      <EmailBody html="<p>My son had a rash.</p>" text={TEXT} setAside={[FOOTER]} />,
    );
    expect(screen.getByTestId('set-aside').textContent).toContain('set aside 1 part(s)');
    expect(screen.getByTestId('set-aside').textContent).toContain('If you received it in error');
    unmount();
    render(<EmailBody html={null} text={TEXT} />);
    expect(document.querySelector('[data-set-aside]')).toBeNull();
    expect(screen.queryByTestId('set-aside')).toBeNull();
  });
});
