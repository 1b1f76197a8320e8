import { rmSync } from 'node:fs';

/** The run's data directory is throw-away. */
export default function globalTeardown(): void {
  const dir = process.env.VIGILA_E2E_DATA_DIR;
  if (dir?.includes('vigila-e2e-')) rmSync(dir, { recursive: true, force: true });
}
