import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const TRABALHOS = 'apps/api/src/plugins/trabalhos.ts';
const REPOSITORIOS = 'apps/api/src/modules/repositorios.ts';

// Workers start in one place, where every background job of the portal is listed.
const SO_EM_TRABALHOS = {
  selector:
    "CallExpression[callee.object.property.name='queue'][callee.property.name=/^(trabalhar|agendar)$/]",
  message: 'Um trabalho em segundo plano se declara no seu módulo e entra em plugins/trabalhos.ts.',
};

// Repositories are composed in one place, bound to the database or to a transaction: a caller
// asks for the one it needs (`app.repositorios.x`, `repositorios.em(tx).x`), so none is built
// twice and none escapes the transaction it was asked for.
const SO_EM_REPOSITORIOS = {
  selector: 'CallExpression[callee.type="Identifier"][callee.name=/^create\\w+Repository$/]',
  message:
    'Um repositório se compõe só em modules/repositorios.ts: use app.repositorios.x ou repositoriosEm(tx).x.',
};

// On Node 20 and 22 an AsyncLocalStorage once used, or any async hook, turns on async hooks for
// the whole process, and every promise of every request pays for them (docs/decisions/060).
const SEM_GANCHOS_ASSINCRONOS = {
  selector: 'ImportSpecifier[imported.name=/^(AsyncLocalStorage|createHook)$/]',
  message:
    'Sem AsyncLocalStorage nem async hooks no servidor: no Node 20 e 22 eles pesam em todo pedido (decisão 060).',
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-ssr/**',
      '**/node_modules/**',
      'data/**',
      '.tmp/**',
      'release/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  {
    // Modules stand on infra/ and http/; plugins/ compose the app above them, so a module that
    // needs one's work takes it from the app's decorations or as a parameter.
    files: ['apps/api/src/modules/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+(plugins|lib|db)/',
              message: 'Um módulo não importa de plugins/; o que ele usa está em infra/ ou http/.',
            },
          ],
        },
      ],
    },
  },
  {
    // The layers below the modules know none of them: a module stands on infra/ and http/, never
    // the other way round.
    files: ['apps/api/src/infra/**/*.ts', 'apps/api/src/http/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+(modules|plugins)/',
              message: 'infra/ e http/ não importam de modules/ nem de plugins/.',
            },
          ],
        },
      ],
    },
  },
  // ESLint keeps only the last `no-restricted-syntax` a file matches, so each place exempt from
  // one restriction gets its own block carrying the others.
  {
    files: ['apps/api/src/**/*.ts'],
    ignores: ['**/*.test.ts', TRABALHOS, REPOSITORIOS],
    rules: {
      'no-restricted-syntax': [
        'error',
        SO_EM_TRABALHOS,
        SO_EM_REPOSITORIOS,
        SEM_GANCHOS_ASSINCRONOS,
      ],
    },
  },
  {
    files: [TRABALHOS],
    rules: { 'no-restricted-syntax': ['error', SO_EM_REPOSITORIOS, SEM_GANCHOS_ASSINCRONOS] },
  },
  {
    files: [REPOSITORIOS],
    rules: { 'no-restricted-syntax': ['error', SO_EM_TRABALHOS, SEM_GANCHOS_ASSINCRONOS] },
  },
  {
    // Features stay independent: what two features share lives in components/, hooks/ or lib/,
    // and a page that shows several of them lives in its area (app/areas/), which composes them.
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@/features/*', '../../*'], message: 'Uma feature não importa outra.' },
          ],
        },
      ],
    },
  },
);
