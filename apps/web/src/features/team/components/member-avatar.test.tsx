import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemberAvatar } from './member-avatar.tsx';

describe('MemberAvatar', () => {
  it('shows the initials when the member has no picture', () => {
    render(<MemberAvatar name="Mia Manager" picture={null} alt="Picture of Mia Manager" />);
    expect(screen.getByRole('img', { name: 'Picture of Mia Manager' }).textContent).toBe('MM');
  });

  it('falls back to the initials when the picture does not load (say, the CSP refused its host)', () => {
    render(<MemberAvatar name="Mia Manager" picture="https://elsewhere.example/mia.png" alt="Mia" />);
    const picture = screen.getByRole('img', { name: 'Mia' });
    expect(picture.tagName).toBe('IMG');
    fireEvent.error(picture);
    expect(screen.getByRole('img', { name: 'Mia' }).textContent).toBe('MM');
  });
});
