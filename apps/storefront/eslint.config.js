// The workspace config plus the storefront's own boundary (STYLE.md rule 21): a feature never
// imports another feature; `app/` composes them. `components/`, `lib/` and `config/` import no
// feature and no app code.
import { readdirSync } from 'node:fs';
import root from '../../eslint.config.js';

const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const up = ['..', '../..', '../../..', '../../../..'];

// The workspace's own import patterns (deep imports, apps, cross-package paths) stay in force.
const workspacePatterns =
  root.find((block) => !block.files && block.rules?.['no-restricted-imports'])?.rules['no-restricted-imports'][1]
    .patterns ?? [];

const featureRules = features.map((feature) => ({
  files: [`src/features/${feature}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          ...workspacePatterns,
          {
            group: features
              .filter((other) => other !== feature)
              .flatMap((other) => [
                `**/features/${other}/**`,
                ...up.flatMap((prefix) => [`${prefix}/${other}`, `${prefix}/${other}/**`]),
              ]),
            message: 'Features never import each other; compose them in src/app.',
          },
          { group: ['**/app/**'], message: 'Features do not import the app; the app composes features.' },
        ],
      },
    ],
  },
}));

export default [
  ...root,
  ...featureRules,
  {
    files: ['src/components/**/*.{ts,tsx}', 'src/lib/**/*.{ts,tsx}', 'src/config/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...workspacePatterns,
            { group: ['**/features/**', '**/app/**'], message: 'Shared code imports no feature and no app code.' },
          ],
        },
      ],
    },
  },
];
