import { useSyncExternalStore } from 'react';

/** Card grids: 1 column on phones, 2 from 768 px, 3 from 1280 px (SPEC §2.7 "1, 2 or 3 columns"). */
const QUERIES = [
  { query: '(min-width: 1280px)', columns: 3 },
  { query: '(min-width: 768px)', columns: 2 },
] as const;

function subscribe(onChange: () => void): () => void {
  const lists = QUERIES.map(({ query }) => window.matchMedia(query));
  lists.forEach((list) => list.addEventListener('change', onChange));
  return () => lists.forEach((list) => list.removeEventListener('change', onChange));
}

function snapshot(): number {
  return QUERIES.find(({ query }) => window.matchMedia(query).matches)?.columns ?? 1;
}

export function useGridColumns(): number {
  return useSyncExternalStore(subscribe, snapshot, () => 1);
}
