// The rules that cut the shell's production build into files (packages/client-kit/build/shell-chunks.cjs, issue 16):
// what every signed-in page loads together is one file each, and a consume-shared module never moves (a chunk that
// waited for a shared module provided from a group holding that chunk would wait for itself: a blank page). The
// whole build is checked by e2e/specs/first-screen-budget.spec.ts, which counts each route's script files.
const { fileOf } = require('../packages/client-kit/build/shell-chunks.cjs');
const { separateGroupKeys } = require('../packages/client-kit/build/share-groups.cjs');

const RULES = {
  bootstrapRequest: './bootstrap',
  firstScreenKeys: ['react', 'react-dom', '@tanstack/react-query'],
  sharedWithRemotes: ['antd/core', '@navia/contracts', 'react-router-dom'],
  signInRequest: './auth-modals',
  remoteParts: ['./brand-setup-banner'],
  chromeGroup: 'signed-in-chrome-parts',
  chromeChunk: 'signed-in-chrome',
  ownFileGroups: separateGroupKeys(),
};
const antd = (file: string) => ({ type: 'javascript/esm', resource: `/repo/node_modules/antd/es/${file}` });
const app = (file: string) => ({ type: 'javascript/esm', resource: `/repo/shell/src/${file}` });
const lib = (name: string) => ({ type: 'javascript/auto', resource: `/repo/node_modules/${name}/index.js` });
const placed = (module: object, ...loaders: string[]) => fileOf(module, new Set(loaders), RULES);

describe("the shell's files", () => {
  it('never moves a consume-shared module, wherever it is loaded from', () => {
    expect(placed({ type: 'consume-shared-module' }, 'import:./bootstrap')).toBeUndefined();
    expect(placed({ type: 'consume-shared-module' }, 'provide:react-dom')).toBeUndefined();
  });

  it("puts the first screen's modules in one file, antd's with the rest", () => {
    expect(placed(antd('button/index.js'), 'import:./bootstrap', 'provide:antd/core')).toBe('first-screen');
    expect(placed(app('start-app.tsx'), 'import:./bootstrap')).toBe('first-screen');
  });

  it('puts the shared modules the first screen consumes with the rest of it', () => {
    expect(placed(lib('react-dom'), 'provide:react-dom')).toBe('first-screen');
    expect(placed(lib('scheduler'), 'provide:react-dom', 'provide:react-dom/client')).toBe('first-screen');
  });

  it("puts what the remotes' common groups add in one file, also when the chrome or a heavy group uses it", () => {
    expect(placed(antd('tag/index.js'), 'provide:antd/core')).toBe('shared-with-remotes');
    expect(placed(antd('menu/index.js'), 'provide:antd/core', 'name:signed-in-chrome-parts', 'import:./icon-rail')).toBe('shared-with-remotes');
    expect(placed(antd('progress/index.js'), 'provide:antd/core', 'provide:antd/Select')).toBe('shared-with-remotes');
    expect(placed(app('../../packages/contracts/src/tasks.ts'), 'provide:@navia/contracts')).toBe('shared-with-remotes');
  });

  it("puts the client kit's lazy parts that remotes' first pages show with what the remotes share", () => {
    expect(placed(app('../../packages/client-kit/src/brand-setup/brand-setup-banner.tsx'), 'import:./brand-setup-banner')).toBe('shared-with-remotes');
  });

  it('puts the part of that group the sign-in dialogs use with the first screen, for a signed-out tap on Sign In', () => {
    expect(placed(antd('input/index.js'), 'provide:antd/core', 'provide:antd/Select', 'import:./auth-modals')).toBe('first-screen');
    expect(placed(app('features/auth/components/sign-in-modal.tsx'), 'import:./auth-modals')).toBeUndefined();
  });

  it('puts the rest of the chrome in its file, also what a heavy group shares with it (dayjs)', () => {
    expect(placed(lib('@ant-design/icons'), 'name:signed-in-chrome-parts', 'import:./user-menu')).toBe('signed-in-chrome');
    expect(placed(lib('dayjs'), 'name:signed-in-chrome-parts', 'provide:antd/DatePicker')).toBe('signed-in-chrome');
  });

  it("gives each heavy group a file, a module two share going to the remotes' pages' group first", () => {
    expect(separateGroupKeys().slice(0, 2)).toEqual(['antd/Select', 'antd/Radio']);
    expect(placed(antd('select/index.js'), 'provide:antd/Select', 'provide:antd/DatePicker')).toBe('antd-select');
    expect(placed(antd('form/context.js'), 'provide:antd/Form', 'provide:antd/Radio')).toBe('antd-radio');
    expect(placed(antd('form/index.js'), 'provide:antd/Form', 'import:./auth-modals')).toBe('antd-form');
  });

  it("leaves a module of the shell's own lazy pages to webpack", () => {
    expect(placed(app('features/pricing/components/pricing-page.tsx'), 'import:./features/pricing/components/pricing-page')).toBeUndefined();
  });
});
