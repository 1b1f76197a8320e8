import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildInputsDigest, isCurrent } from './build-inputs.mjs';

describe('the build check', () => {
  const root = mkdtempSync(join(tmpdir(), 'vigila-build-inputs-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  mkdirSync(join(root, 'src'));
  mkdirSync(join(root, 'dist'));
  writeFileSync(join(root, 'src', 'a.ts'), 'export const a = 1;\n');
  const target = {
    inputs: ['src'],
    output: 'dist/out.js',
    stampFile: 'dist/.build-inputs',
    settings: (): [string, string | undefined][] => [],
  };

  it('finds a build current only with its output and the same digest in its stamp', () => {
    const digest = buildInputsDigest(target, root);
    expect(isCurrent(target, digest, root)).toBe(false);
    writeFileSync(join(root, 'dist', 'out.js'), '');
    writeFileSync(join(root, target.stampFile), `${digest}\n`);
    expect(isCurrent(target, digest, root)).toBe(true);
  });

  it('sees a changed source and ignores tests', () => {
    const before = buildInputsDigest(target, root);
    writeFileSync(join(root, 'src', 'a.test.ts'), 'test\n');
    expect(buildInputsDigest(target, root)).toBe(before);
    writeFileSync(join(root, 'src', 'a.ts'), 'export const a = 2;\n');
    expect(buildInputsDigest(target, root)).not.toBe(before);
  });

  it('sees a changed embedded setting', () => {
    const before = buildInputsDigest(target, root);
    const withSetting = { ...target, settings: (): [string, string | undefined][] => [['VITE_X', '1']] };
    expect(buildInputsDigest(withSetting, root)).not.toBe(before);
  });
});
