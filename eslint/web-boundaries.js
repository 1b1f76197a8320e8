// Layer rules of the web app (apps/web/src): components/lib → review layer → features → app; no feature imports
// another. Each entry is an ESLint flat-config object (core no-restricted-imports, so no plugin is needed).
//
//   components/, lib/   import neither the review layer, nor a feature, nor app/
//   review/             the shared list/detail/status/Train AI layer: may import components/ and lib/, never a
//                       feature or app/ (features plug in from outside, e.g. Convert to Case through app/)
//   features/<name>/    may import review/, components/, lib/ and itself; never another feature, never app/
//   app/, test/         routes, layout and test helpers compose everything; no restriction
//
// One rule name can hold one set of options per file, so each feature gets its own block (its own name is the
// one allowed under @/features/), and each folder depth inside a feature its own relative-climb limit.
import { readdirSync } from 'node:fs';

const web = 'apps/web/src';
const featuresDir = new URL('../apps/web/src/features/', import.meta.url);
const features = readdirSync(featuresDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const sourceFiles = (folder) => [`${web}/${folder}/**/*.{ts,tsx}`];

/** `@/…` or a relative path that climbs back to src/ and enters one of `folders`. */
function noImportOf(folders, message) {
  const names = folders.join('|');
  return [
    { regex: `^@/(${names})(/|$)`, message },
    { regex: `^(\\.\\./)+(${names})(/|$)`, message },
  ];
}

const NOT_A_FEATURE =
  'A feature never imports another feature: move what both need down (review/, components/, lib/) or compose them in app/.';
const NOT_APP = 'Only app/ composes routes and layout; nothing below it imports app/.';
const NOT_OUT_OF_FEATURE =
  "A relative import stays inside its feature folder; reach review/, components/ and lib/ through '@/…'.";

/** Inside features/<name>/ at `depth` folders below it, `../` × (depth + 1) leaves the feature. */
function featureBlock(name, depth) {
  return {
    files: [`${web}/features/${name}/${'*/'.repeat(depth)}*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: `^@/features/(?!${escape(name)}(/|$))`, message: NOT_A_FEATURE },
            { regex: '^@/app(/|$)', message: NOT_APP },
            { regex: `^(\\.\\./){${depth + 1}}`, message: NOT_OUT_OF_FEATURE },
          ],
        },
      ],
    },
  };
}

// Deep enough for every folder a feature has today (files sit at most two folders below features/<name>/).
const FEATURE_DEPTHS = [0, 1, 2, 3, 4];

/** @type {import('eslint').Linter.Config[]} */
export const webBoundaries = [
  {
    files: [...sourceFiles('components'), ...sourceFiles('lib')],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: noImportOf(
            ['review', 'features', 'app'],
            'components/ and lib/ are the bottom layer: they import neither review/, nor a feature, nor app/.',
          ),
        },
      ],
    },
  },
  {
    files: sourceFiles('review'),
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: noImportOf(
            ['features', 'app'],
            'The review layer never imports a feature or app/: give it an extension point that app/ fills (see convert-to-case-slot.tsx).',
          ),
        },
      ],
    },
  },
  ...features.flatMap((name) => FEATURE_DEPTHS.map((depth) => featureBlock(name, depth))),
];
