import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { axisTop, WeeklyChart } from './weekly-chart.tsx';

describe('weekly chart', () => {
  it('rounds the axis up to 1, 2 or 5 times a power of ten', () => {
    expect([0, 1, 3, 7, 12, 240, 1000].map(axisTop)).toEqual([1, 1, 5, 10, 20, 500, 1000]);
  });

  it('draws one bar per non-zero figure, named on hover, and a legend', () => {
    const { container } = render(
      <WeeklyChart
        rows={[
          { week: '2026-11-16', email: 2, youtube: 0 },
          { week: '2026-11-23', email: 1, youtube: 3 },
        ]}
        series={[
          { key: 'email', name: 'Emails', colour: '#0ea5e9' },
          { key: 'youtube', name: 'YouTube', colour: '#ef4444' },
        ]}
        stacked
      />,
    );
    const titles = [...container.querySelectorAll('rect title')].map((title) => title.textContent);
    expect(titles).toEqual(['Emails, 2026-11-16: 2', 'Emails, 2026-11-23: 1', 'YouTube, 2026-11-23: 3']);
    expect(container.querySelector('ul')?.textContent).toBe('EmailsYouTube');
  });
});
