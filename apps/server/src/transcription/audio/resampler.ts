/** Zero crossings of the sinc on each side of a sample: enough for speech, cheap enough for hour-long calls. */
const LOBES = 6;

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

function windowedSinc(x: number, cutoff: number, halfWidth: number): number {
  if (Math.abs(x) >= halfWidth) return 0;
  const window = 0.5 + 0.5 * Math.cos((Math.PI * x) / halfWidth); // Hann
  const t = Math.PI * cutoff * x;
  return cutoff * (t === 0 ? 1 : Math.sin(t) / t) * window;
}

/**
 * Band-limited resampling between integer rates (windowed sinc), fed chunk by chunk so a long recording never
 * has to be held at its original rate. Downsampling low-passes at the new Nyquist frequency first, so 44.1 kHz
 * uploads do not alias into the 16 kHz band the speech model listens to. Output k sits at input position
 * k·from/to, computed in integers: no drift over hours, and the kernel of each of the `to/gcd` phases is
 * computed once.
 */
export class Resampler {
  private readonly halfWidth: number;
  private readonly cutoff: number;
  private readonly phases: number;
  private readonly taps = new Map<number, Float32Array>();
  /** Input samples still needed, starting at absolute input index `pendingStart` (negative: leading silence). */
  private pending: Float32Array;
  private pendingStart: number;
  private received = 0;
  private produced = 0;

  constructor(
    readonly fromRate: number,
    readonly toRate: number,
  ) {
    if (!Number.isInteger(fromRate) || !Number.isInteger(toRate) || fromRate <= 0 || toRate <= 0) {
      throw new RangeError(`Unsupported sample rates ${fromRate} → ${toRate}`);
    }
    this.cutoff = Math.min(1, toRate / fromRate);
    this.halfWidth = Math.ceil(LOBES / this.cutoff);
    this.phases = toRate / gcd(fromRate, toRate);
    this.pending = new Float32Array(this.halfWidth);
    this.pendingStart = -this.halfWidth;
  }

  push(input: Float32Array): Float32Array {
    if (this.fromRate === this.toRate) return input;
    const joined = new Float32Array(this.pending.length + input.length);
    joined.set(this.pending);
    joined.set(input, this.pending.length);
    this.pending = joined;
    this.received += input.length;
    // An output needs halfWidth input samples after its position.
    return this.produce(this.pendingStart + joined.length - this.halfWidth);
  }

  /** The last samples, computed against trailing silence: ceil(n·to/from) outputs in all. */
  flush(): Float32Array {
    if (this.fromRate === this.toRate) return new Float32Array(0);
    const padded = new Float32Array(this.pending.length + this.halfWidth + 1);
    padded.set(this.pending);
    this.pending = padded;
    return this.produce(this.received);
  }

  /** Kernel taps for positions whose fraction is phase/phases, for input samples base-halfWidth+1 … base+halfWidth. */
  private kernel(phase: number): Float32Array {
    let taps = this.taps.get(phase);
    if (!taps) {
      taps = new Float32Array(2 * this.halfWidth);
      for (let t = 0; t < taps.length; t += 1) {
        taps[t] = windowedSinc(phase / this.phases + this.halfWidth - 1 - t, this.cutoff, this.halfWidth);
      }
      this.taps.set(phase, taps);
    }
    return taps;
  }

  /** Every output whose position (in absolute input samples) is below `limit`. */
  private produce(limit: number): Float32Array {
    const output: number[] = [];
    const step = this.fromRate / gcd(this.fromRate, this.toRate); // input advance per output, in 1/phases units
    for (;;) {
      const scaled = this.produced * step; // position × phases, an exact integer
      if (scaled >= limit * this.phases) break;
      const base = Math.floor(scaled / this.phases);
      const taps = this.kernel(scaled % this.phases);
      const first = base - this.halfWidth + 1 - this.pendingStart;
      let sum = 0;
      for (let t = 0; t < taps.length; t += 1) sum += (this.pending[first + t] ?? 0) * (taps[t] ?? 0);
      output.push(sum);
      this.produced += 1;
    }
    this.dropUsed();
    return Float32Array.from(output);
  }

  /** Forgets input no future output reaches. */
  private dropUsed(): void {
    const nextBase = Math.floor((this.produced * this.fromRate) / this.toRate);
    const keepFrom = Math.max(this.pendingStart, nextBase - this.halfWidth + 1);
    this.pending = this.pending.slice(keepFrom - this.pendingStart);
    this.pendingStart = keepFrom;
  }
}
