import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { VirtualItemList } from './virtual-item-list.tsx';

const items = Array.from({ length: 10_000 }, (_, index) => ({ id: `item-${index}`, label: `Item ${index}` }));

function renderList(props: { hasNextPage?: boolean; columns?: number; fetchNextPage?: () => void } = {}) {
  return render(
    <VirtualItemList
      items={items.slice(0, props.hasNextPage ? 6 : items.length)}
      columns={props.columns}
      estimateRowHeight={120}
      hasNextPage={props.hasNextPage ?? false}
      isFetchingNextPage={false}
      fetchNextPage={props.fetchNextPage ?? (() => undefined)}
      getKey={(item) => item.id}
      renderItem={(item) => <p>{item.label}</p>}
      label="Items"
      total={10_000}
    />,
  );
}

describe('virtual item list', () => {
  it('puts only the rows on screen (and a few more) in the DOM for 10,000 items', () => {
    renderList();
    const rendered = screen.getAllByRole('article');
    expect(rendered.length).toBeGreaterThan(3);
    expect(rendered.length).toBeLessThan(30);
    expect(rendered[0]?.getAttribute('aria-setsize')).toBe('10000');
    expect(screen.getByRole('feed', { name: 'Items' }).firstElementChild?.getAttribute('style')).toContain(
      `height: ${10_000 * 132}px`,
    );
  });

  it('places several cards per row in a grid', () => {
    renderList({ columns: 3 });
    expect(screen.getByText('Item 0').closest('[data-index]')?.textContent).toBe('Item 0Item 1Item 2');
  });

  it('asks for the next page when the end of the loaded rows is near', () => {
    const fetchNextPage = vi.fn();
    renderList({ hasNextPage: true, fetchNextPage });
    expect(fetchNextPage).toHaveBeenCalled();
  });
});
