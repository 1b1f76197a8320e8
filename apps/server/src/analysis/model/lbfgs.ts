/**
 * Limited-memory BFGS with a backtracking (Armijo) line search: minimises a smooth convex function given its value
 * and gradient. Deterministic: the same start and function give the same steps.
 */
export interface Objective {
  /** Writes the gradient at `x` into `gradient` and returns the value. */
  evaluate(x: Float64Array, gradient: Float64Array): number;
}

export interface LbfgsOptions {
  maxIterations?: number;
  /** Stop when the gradient's largest component falls below this. */
  gradientTolerance?: number;
  /** Pairs of steps remembered to shape the next direction. */
  memory?: number;
}

export interface LbfgsResult {
  x: Float64Array;
  value: number;
  iterations: number;
  converged: boolean;
}

export function minimise(objective: Objective, start: Float64Array, options: LbfgsOptions = {}): LbfgsResult {
  const maxIterations = options.maxIterations ?? 300;
  const tolerance = options.gradientTolerance ?? 1e-6;
  const memory = options.memory ?? 10;
  const size = start.length;
  let x = Float64Array.from(start);
  let gradient = new Float64Array(size);
  let value = objective.evaluate(x, gradient);
  const steps: Float64Array[] = [];
  const changes: Float64Array[] = [];
  const rhos: number[] = [];
  const direction = new Float64Array(size);
  const alphas = new Float64Array(memory);

  for (let iteration = 0; iteration < maxIterations; iteration += 1) {
    if (maxAbs(gradient) < tolerance) return { x, value, iterations: iteration, converged: true };
    // Two-loop recursion: direction = −H·gradient.
    for (let i = 0; i < size; i += 1) direction[i] = -(gradient[i] ?? 0);
    for (let k = steps.length - 1; k >= 0; k -= 1) {
      const alpha = (rhos[k] ?? 0) * dot(steps[k] as Float64Array, direction);
      alphas[k] = alpha;
      axpy(-alpha, changes[k] as Float64Array, direction);
    }
    const lastStep = steps.at(-1);
    const lastChange = changes.at(-1);
    if (lastStep && lastChange) {
      const scale = dot(lastStep, lastChange) / dot(lastChange, lastChange);
      for (let i = 0; i < size; i += 1) direction[i] = (direction[i] ?? 0) * scale;
    }
    for (let k = 0; k < steps.length; k += 1) {
      const beta = (rhos[k] ?? 0) * dot(changes[k] as Float64Array, direction);
      axpy((alphas[k] ?? 0) - beta, steps[k] as Float64Array, direction);
    }
    let slope = dot(gradient, direction);
    if (slope >= 0) {
      // Not a descent direction (curvature lost): restart from steepest descent.
      for (let i = 0; i < size; i += 1) direction[i] = -(gradient[i] ?? 0);
      slope = dot(gradient, direction);
      steps.length = 0;
      changes.length = 0;
      rhos.length = 0;
    }
    let stepSize = steps.length === 0 ? Math.min(1, 1 / Math.sqrt(dot(gradient, gradient))) : 1;
    const candidate = new Float64Array(size);
    const candidateGradient = new Float64Array(size);
    let candidateValue = Number.POSITIVE_INFINITY;
    for (let tries = 0; tries < 40; tries += 1) {
      for (let i = 0; i < size; i += 1) candidate[i] = (x[i] ?? 0) + stepSize * (direction[i] ?? 0);
      candidateValue = objective.evaluate(candidate, candidateGradient);
      if (candidateValue <= value + 1e-4 * stepSize * slope) break;
      stepSize /= 2;
    }
    if (!(candidateValue < value)) return { x, value, iterations: iteration, converged: false };
    const step = new Float64Array(size);
    const change = new Float64Array(size);
    for (let i = 0; i < size; i += 1) {
      step[i] = (candidate[i] ?? 0) - (x[i] ?? 0);
      change[i] = (candidateGradient[i] ?? 0) - (gradient[i] ?? 0);
    }
    const curvature = dot(step, change);
    if (curvature > 1e-12) {
      steps.push(step);
      changes.push(change);
      rhos.push(1 / curvature);
      if (steps.length > memory) {
        steps.shift();
        changes.shift();
        rhos.shift();
      }
    }
    const converged = Math.abs(value - candidateValue) < 1e-10 * Math.max(1, Math.abs(value));
    x = candidate;
    gradient = candidateGradient;
    value = candidateValue;
    if (converged) return { x, value, iterations: iteration + 1, converged: true };
  }
  return { x, value, iterations: maxIterations, converged: maxAbs(gradient) < tolerance };
}

function dot(a: Float64Array, b: Float64Array): number {
  let sum = 0;
  for (let i = 0; i < a.length; i += 1) sum += (a[i] ?? 0) * (b[i] ?? 0);
  return sum;
}

function axpy(alpha: number, x: Float64Array, y: Float64Array): void {
  for (let i = 0; i < x.length; i += 1) y[i] = (y[i] ?? 0) + alpha * (x[i] ?? 0);
}

function maxAbs(values: Float64Array): number {
  let max = 0;
  for (const value of values) max = Math.max(max, Math.abs(value));
  return max;
}
