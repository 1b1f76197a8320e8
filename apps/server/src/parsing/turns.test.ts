import { describe, expect, it } from 'vitest';
import { createTurns } from './turns.ts';

describe('createTurns', () => {
  it('lets `size` holders in at once and the others in order as places are released', async () => {
    const turns = createTurns(2);
    const order: string[] = [];
    const first = await turns.take();
    const second = await turns.take();
    const third = turns.take().then((release) => (order.push('third'), release));
    const fourth = turns.take().then((release) => (order.push('fourth'), release));
    await Promise.resolve();
    expect(order).toEqual([]);

    first();
    first(); // a second release of the same place frees nothing more
    const releaseThird = await third;
    expect(order).toEqual(['third']);
    second();
    (await fourth)();
    releaseThird();
    expect(order).toEqual(['third', 'fourth']);
    // Every place is free again: two takes pass at once.
    await Promise.all([turns.take(), turns.take()]);
  });
});
