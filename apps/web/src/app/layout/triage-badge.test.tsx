import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { TriageBadge } from './triage-badge.tsx';

describe('TriageBadge', () => {
  it('shows a green check with a label for zero', () => {
    render(<TriageBadge count={0} />);
    expect(screen.getByRole('img', { name: 'No open flagged items' })).toBeTruthy();
  });

  it('shows the count otherwise', () => {
    render(<TriageBadge count={7} />);
    expect(screen.getByText('7')).toBeTruthy();
    expect(screen.getByText('7 open flagged items')).toBeTruthy();
  });
});
