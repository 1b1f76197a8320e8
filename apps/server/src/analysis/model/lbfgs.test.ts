import { describe, expect, it } from 'vitest';
import { minimise } from './lbfgs.ts';

describe('minimise (L-BFGS)', () => {
  it('finds the minimum of a convex quadratic with very different curvatures', () => {
    // f(x, y) = 50·(x − 3)² + 0.5·(y + 2)²
    const result = minimise(
      {
        evaluate(point, gradient) {
          const x = point[0] ?? 0;
          const y = point[1] ?? 0;
          gradient[0] = 100 * (x - 3);
          gradient[1] = y + 2;
          return 50 * (x - 3) ** 2 + 0.5 * (y + 2) ** 2;
        },
      },
      new Float64Array([0, 0]),
    );
    expect(result.converged).toBe(true);
    expect(result.x[0]).toBeCloseTo(3, 5);
    expect(result.x[1]).toBeCloseTo(-2, 5);
  });

  it('minimises the Rosenbrock function from the usual start', () => {
    const result = minimise(
      {
        evaluate(point, gradient) {
          const x = point[0] ?? 0;
          const y = point[1] ?? 0;
          gradient[0] = -2 * (1 - x) - 400 * x * (y - x * x);
          gradient[1] = 200 * (y - x * x);
          return (1 - x) ** 2 + 100 * (y - x * x) ** 2;
        },
      },
      new Float64Array([-1.2, 1]),
      { maxIterations: 500 },
    );
    expect(result.x[0]).toBeCloseTo(1, 3);
    expect(result.x[1]).toBeCloseTo(1, 3);
  });

  it('is deterministic: the same start gives the same point', () => {
    const objective = {
      evaluate(point: Float64Array, gradient: Float64Array) {
        const x = point[0] ?? 0;
        gradient[0] = 4 * x ** 3 - 3;
        return x ** 4 - 3 * x;
      },
    };
    const first = minimise(objective, new Float64Array([5]));
    const second = minimise(objective, new Float64Array([5]));
    expect(Array.from(first.x)).toEqual(Array.from(second.x));
    expect(first.x[0]).toBeCloseTo(Math.cbrt(0.75), 5);
  });
});
