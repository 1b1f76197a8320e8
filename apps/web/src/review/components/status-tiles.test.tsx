import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderPage } from '@/test/render.tsx';
import { StatusTiles } from './status-tiles.tsx';

const counts = { triage: 12, pending: 1234, needs_review: 5, non_relevant: 0, total: 1239 };

describe('status tiles', () => {
  it('show exact counts as numbers', () => {
    renderPage(<StatusTiles source="email" counts={counts} selected="all" onSelect={() => undefined} />);
    expect(screen.getByTestId('tile-count-pending').textContent).toBe('1,234');
  });

  it('mark estimated counts as approximate, for the eye and for screen readers', () => {
    renderPage(
      <StatusTiles
        source="email"
        counts={{ ...counts, estimated: true }}
        selected="all"
        onSelect={() => undefined}
      />,
    );
    expect(screen.getByTestId('tile-count-pending').textContent).toBe('~1,234');
    expect(screen.getByLabelText('about 1,234')).toBeTruthy();
  });
});
