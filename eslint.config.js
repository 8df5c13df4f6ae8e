// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync, existsSync } from 'node:fs';

/**
 * Dependencies point one way: shared <- sync <- server, pwa, desktop (STYLE.md point 1).
 * Each entry lists the workspace packages a package must never import.
 */
const forbiddenPackages = {
  shared: ['@kalam/sync', '@kalam/server', '@kalam/pwa', '@kalam/desktop'],
  sync: ['@kalam/server', '@kalam/pwa', '@kalam/desktop'],
  server: ['@kalam/pwa', '@kalam/desktop'],
  pwa: ['@kalam/server', '@kalam/desktop'],
  desktop: ['@kalam/server', '@kalam/pwa'],
};

/** Library exports the PWA takes through its own wrapper, with the reason. */
const pwaRestrictedImports = [
  {
    name: '@tanstack/react-query',
    importNames: ['useMutation'],
    message:
      'Use useOneAtATimeMutation (pwa/src/lib/one-at-a-time-mutation.ts): a double click must not send a write twice.',
  },
];

/** The import rule of a package: its forbidden packages, and library exports taken elsewhere. */
const restrictedImports = (forbidden, paths) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: [
        {
          group: forbidden.flatMap((p) => [p, `${p}/*`]),
          message:
            'This import goes against the dependency direction (shared <- sync <- server/pwa/desktop).',
        },
        {
          group: ['@kalam/*/src/*'],
          message: 'Import a package through its index, not its insides.',
        },
        {
          group: [
            '../../shared/*',
            '../../sync/*',
            '../../server/*',
            '../../pwa/*',
            '../../desktop/*',
            '../../../*/src/*',
          ],
          message: 'Import another package by its name (@kalam/...), never by a relative path.',
        },
      ],
      paths,
    },
  ],
});

const packageRules = Object.entries(forbiddenPackages).map(([pkg, forbidden]) => ({
  files: [`${pkg}/**/*.{ts,tsx}`],
  rules: restrictedImports(forbidden, pkg === 'pwa' ? pwaRestrictedImports : []),
}));

/** The wrapper itself is the one file that takes `useMutation` from TanStack. */
const mutationWrapperRule = {
  files: ['pwa/src/lib/one-at-a-time-mutation.ts'],
  rules: restrictedImports(forbiddenPackages.pwa, []),
};

// Inside the PWA, features never import each other: they meet in app/ (bulletproof-react).
const featuresDir = 'pwa/src/features';
const features = existsSync(featuresDir) ? readdirSync(featuresDir) : [];
const featureZones = features.map((f) => ({
  target: `./${featuresDir}/${f}`,
  from: `./${featuresDir}`,
  except: [`./${f}`],
  message: 'Features never import each other; compose them in pwa/src/app.',
}));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'server/drizzle/**',
      'test-results/**',
      'bench/results/**',
      '**/dev-dist/**',
      '**/.scratch/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['*/tsconfig.json', 'tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { maxDepth: 10, ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      ...(featureZones.length
        ? { 'import-x/no-restricted-paths': ['error', { zones: featureZones }] }
        : {}),
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  ...packageRules,
  mutationWrapperRule,
  {
    files: ['pwa/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    files: ['**/*.test.{ts,tsx}', '**/test/**', 'e2e/**', 'bench/**', 'scripts/**'],
    // Tests read JSON bodies whose shape each assertion states.
    rules: {
      'no-console': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  {
    // CommonJS scripts (the compiled server's loader, decision 218) load with require().
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
