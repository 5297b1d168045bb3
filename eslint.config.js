import { existsSync, readdirSync } from 'node:fs';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Every folder under src/games except the shared runtime and kit is one game. */
const SHARED_GAME_FOLDERS = new Set(['runtime', 'kit', 'registry']);
const GAME_FOLDERS = existsSync('src/games')
  ? readdirSync('src/games', { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !SHARED_GAME_FOLDERS.has(entry.name))
      .map((entry) => entry.name)
  : [];
const AREAS = ['site', 'auth', 'admin', 'student'];

/**
 * Staff screens built by the admin recipe (docs/ARCHITECTURE.md): a feature folder imports only
 * src/admin/shared and its area's shared/ folder, never another feature.
 */
const ADMIN_RECIPE_FEATURES = [
  'office/accounts',
  'office/audit',
  'office/collections',
  'office/line',
  'office/blobs',
  'office/dashboard',
  'office/games',
  'office/generators',
  'office/messages',
  'office/staff',
  'office/students',
  'office/webinars',
  'school/edexml',
  'school/groups',
  'school/insight',
  'school/invite',
  'school/licence',
  'school/messages',
  'school/settings',
  'school/students',
  'school/teachers',
  'school/trash',
];

/**
 * Import direction (docs/ARCHITECTURE.md): shell/app -> {site, auth, admin, student} -> games -> domain;
 * shell/lib is the platform library every browser area may use; server -> domain only.
 */
const zones = [
  {
    target: './src/domain',
    from: [
      './src/shell',
      './src/site',
      './src/auth',
      './src/admin',
      './src/student',
      './src/games',
      './server',
    ],
    message: 'domain is pure: it imports nothing above it',
  },
  {
    target: './src/games',
    from: ['./src/shell/app', './src/site', './src/auth', './src/admin', './src/student', './server'],
    message: 'games may use only domain and shell/lib',
  },
  {
    target: './src/shell/lib',
    from: [
      './src/shell/app',
      './src/site',
      './src/auth',
      './src/admin',
      './src/student',
      './src/games',
      './server',
    ],
    message: 'shell/lib is the bottom of the browser layers',
  },
  ...AREAS.map((area) => ({
    target: `./src/${area}`,
    from: [
      './src/shell/app',
      './server',
      ...AREAS.filter((a) => a !== area && !(area !== 'auth' && a === 'auth')).map((a) => `./src/${a}`),
    ],
    message: 'an area imports shell/lib, auth, games and domain, never another area or the app shell',
  })),
  { target: './src', from: './server', message: 'the browser never imports server code' },
  { target: './server', from: './src', except: ['./domain'], message: 'the server imports only src/domain' },
  {
    target: './server/db',
    from: ['./server/api', './server/auth-provider'],
    message: 'the database layer never imports an API module (seeding product content is server/database.ts)',
  },
  {
    target: './server/auth-provider',
    from: './server/api',
    message: 'the identity provider shares credential checks through server/identity, never the product API',
  },
  {
    target: './server/api/practice',
    from: ['./server/api/practice-settings', './server/api/progress'],
    message: "a child's play (api/practice) imports neither the staff settings nor progress; they import it",
  },
  {
    target: './server/identity',
    from: ['./server/api', './server/auth-provider'],
    message: 'server/identity is shared by the provider and the API and imports neither',
  },
  ...ADMIN_RECIPE_FEATURES.map((feature) => ({
    target: `./src/admin/${feature}`,
    from: './src/admin',
    except: ['./shared', `./${feature.split('/')[0]}/shared`, `./${feature}`],
    message: 'an admin feature imports only src/admin/shared and its area’s shared/, never another feature',
  })),
  ...GAME_FOLDERS.map((id) => ({
    target: `./src/games/${id}`,
    from: GAME_FOLDERS.filter((other) => other !== id).map((other) => `./src/games/${other}`),
    message: 'no game imports another game',
  })),
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-test',
      'node_modules',
      'server/db/migrations',
      'test-results',
      'playwright-report',
      'data',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: { 'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } } },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'no-restricted-syntax': [
        'error',
        {
          // Fluent keeps the box's value itself: a registered box shows empty after a re-render.
          selector:
            "JSXOpeningElement[name.name=/^(Input|Textarea)$/] > JSXSpreadAttribute > CallExpression[callee.property.name='register']",
          message: 'Bind a Fluent Input or Textarea with FormInput / FormTextarea (src/admin/shared/FormInput)',
        },
      ],
    },
  },
  {
    // Phaser and howler load only with a game's lazy chunk (src/games/kit and the game folders).
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/games/kit/**', ...GAME_FOLDERS.map((id) => `src/games/${id}/**`)],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'phaser',
              message: 'Phaser belongs in game chunks (src/games/kit, src/games/<game>) only',
            },
            {
              name: 'howler',
              message: 'howler belongs in game chunks (src/games/kit, src/games/<game>) only',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['server/main.ts', 'scripts/**', 'tests/**'],
    rules: { 'no-console': 'off' },
  },
  {
    // Playwright fixtures take their dependencies as a destructured (possibly empty) first argument.
    files: ['tests/e2e/**'],
    rules: { 'no-empty-pattern': 'off' },
  },
);
