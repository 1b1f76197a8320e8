import { fileURLToPath } from 'node:url';
import { Linter } from 'eslint';
import { describe, expect, it } from 'vitest';
import { webBoundaries } from './web-boundaries.js';

// The real config objects of eslint.config.js, run on code placed at a path of the web app: the layer rules
// must fail the lint (and so `npm test`) when an import crosses them, and let the allowed ones through.
const root = fileURLToPath(new URL('..', import.meta.url));
const linter = new Linter({ configType: 'flat', cwd: root });

function lint(path: string, source: string): string[] {
  const config: Linter.Config[] = [
    { files: ['**/*.{ts,tsx}'], languageOptions: { ecmaVersion: 'latest', sourceType: 'module' } },
    ...webBoundaries,
  ];
  return linter
    .verify(source, config, `${root}apps/web/src/${path}`)
    .map((message) => `${message.ruleId ?? 'parse'}: ${message.message}`);
}

const crossing = expect.stringMatching(/^no-restricted-imports: /);

describe('web layer boundaries', () => {
  it('fails a feature importing another feature, by alias or by a relative path', () => {
    expect(
      lint('features/emails/components/x.tsx', "import { a } from '@/features/cases/lib/case-labels.ts';"),
    ).toEqual([crossing]);
    expect(lint('features/emails/x.ts', "import { a } from '../recordings/recording-source.ts';")).toEqual([
      crossing,
    ]);
    expect(
      lint('features/emails/components/x.tsx', "import { a } from '../../cases/api/create-case.ts';"),
    ).toEqual([crossing]);
    expect(lint('features/settings/x.tsx', "export { a } from '@/features/auth/legal-links.tsx';")).toEqual([
      crossing,
    ]);
  });

  it('fails a feature importing app/', () => {
    expect(lint('features/cases/components/x.tsx', "import { a } from '@/app/routes/e2b.tsx';")).toEqual([
      crossing,
    ]);
  });

  it('fails the review layer importing a feature or app/', () => {
    expect(
      lint('review/components/detail/x.tsx', "import { a } from '@/features/cases/api/create-case.ts';"),
    ).toEqual([crossing]);
    expect(
      lint('review/components/x.tsx', "import { a } from '../../features/emails/email-source.ts';"),
    ).toEqual([crossing]);
    expect(lint('review/lib/x.ts', "import { a } from '@/app/review-extensions.tsx';")).toEqual([crossing]);
  });

  it('fails components/ and lib/ importing the review layer or a feature', () => {
    expect(lint('components/ui/x.tsx', "import { a } from '@/review/lib/labels.ts';")).toEqual([crossing]);
    expect(lint('lib/auth/x.ts', "import { a } from '../../features/team/lib/role-labels.ts';")).toEqual([
      crossing,
    ]);
  });

  it('passes a feature importing itself, the review layer, components/ and lib/', () => {
    const source = [
      "import { a } from '@/features/emails/email-source.ts';",
      "import { b } from '../api/get-email.ts';",
      "import { c } from './email-row.tsx';",
      "import { d } from '@/review/components/item-list-page.tsx';",
      "import { e } from '@/components/ui/button.tsx';",
      "import { f } from '@/lib/i18n/index.ts';",
      "import { g } from '@vigila/domain';",
    ].join('\n');
    expect(lint('features/emails/components/x.tsx', source)).toEqual([]);
  });

  it('passes the review layer importing components/ and lib/, and app/ importing anything', () => {
    expect(
      lint(
        'review/components/x.tsx',
        "import { a } from '@/lib/cn.ts';\nimport { b } from '../lib/labels.ts';",
      ),
    ).toEqual([]);
    expect(lint('app/x.tsx', "import { a } from '@/features/cases/api/create-case.ts';")).toEqual([]);
  });

  it('covers every feature folder', () => {
    for (const feature of ['cases', 'emails', 'recordings', 'settings', 'auth']) {
      expect(
        lint(`features/${feature}/x.ts`, "import { a } from '@/features/monitoring/lib/labels.ts';"),
      ).toEqual([crossing]);
    }
  });
});
