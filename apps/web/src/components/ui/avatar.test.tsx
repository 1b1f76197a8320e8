import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { Avatar } from '@/components/ui/avatar.tsx';

describe('Avatar', () => {
  it('shows the initials when the member has no picture', () => {
    render(<Avatar name="Mia Manager" picture={null} alt="Picture of Mia Manager" />);
    expect(screen.getByRole('img', { name: 'Picture of Mia Manager' }).textContent).toBe('MM');
  });

  it('falls back to the initials when the picture does not load (say, the CSP refused its host)', () => {
    render(<Avatar name="Mia Manager" picture="https://elsewhere.example/mia.png" alt="Mia" />);
    const picture = screen.getByRole('img', { name: 'Mia' });
    expect(picture.tagName).toBe('IMG');
    fireEvent.error(picture);
    expect(screen.getByRole('img', { name: 'Mia' }).textContent).toBe('MM');
  });

  it('hides the initials from assistive technology when the picture is decoration (alt "")', () => {
    const { container } = render(<Avatar name="Mia Manager" picture={null} alt="" />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.textContent).toBe('MM');
  });
});
