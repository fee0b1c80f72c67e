/** @jsxRuntime automatic */
/// <reference types="node" />
// Build tooling (run with tsx by AntdStyleSheetPlugin): prints the CSS of the antd components the apps use (all but
// GENERATED_WHEN_SHOWN and the toasts, which no first screen shows), as antd's CSS-in-JS would generate it in the
// browser under the apps' theme, followed by the cache map that tells @ant-design/cssinjs which of its style
// registrations the sheet already holds.
//
// Why: antd generates each component's CSS at run time (style objects serialised by stylis, hashed, inserted as
// <style> elements); on a phone at 4× CPU slowdown that was a fifth of every signed-in page's main-thread time
// (docs/performance.md, issue 16). When the page links this sheet, useStyleRegister finds each registration's path
// in the map (a CSS rule whose `content` lists the paths, read once through getComputedStyle) and skips generating
// and inserting it. A registration the sheet does not hold (a component or sub-component not rendered below) is
// generated in the browser as before: a missing entry costs time, never a style.
//
// The sheet must be built with exactly the page's antd version and theme: a registration's path starts with the
// hash of the theme's tokens, so a sheet built from another theme matches nothing (and is then only dead weight).
import { Fragment, type ComponentType, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { ConfigProvider } from 'antd';
import * as used from '../src/ui/antd-exports';
import { naviaTheme } from '../src/ui/theme';

type AnyComponent = ComponentType<Record<string, unknown>>;

/** Components that need props (or children) to render the parts that carry their styles. */
const CUSTOM_RENDERS: Record<string, (component: AnyComponent) => ReactNode> = {
  Dropdown: (Dropdown) => (
    <Dropdown menu={{ items: [{ key: 'a', label: 'a' }] }}>
      <span />
    </Dropdown>
  ),
  Tag: (Tag) => (
    <>
      <Tag color="blue">t</Tag>
      <Tag color="success">t</Tag>
    </>
  ),
  Tabs: (Tabs) => <Tabs items={[{ key: 'a', label: 'a', children: 'a' }]} />,
  Segmented: (Segmented) => <Segmented options={['a', 'b']} />,
  Select: (Select) => <Select options={[{ value: 'a', label: 'a' }]} />,
  Progress: (Progress) => (
    <>
      <Progress percent={50} />
      <Progress type="circle" percent={50} />
    </>
  ),
  Skeleton: (Skeleton) => <Skeleton active />,
  Spin: (Spin) => <Spin spinning />,
};

/**
 * Listed components the sheet leaves out: no main route's first screen shows them (the date picker is in the launch
 * and Track & Manage dialogs, the steps only in onboarding), so their rules, a sixth of the sheet, were parsed before
 * every page's first paint for nothing. They are generated in the browser when first shown, as before the sheet
 * existed. The same for toasts (message, notification), below. e2e/specs/antd-style-sheet.spec.ts fails if a main
 * route's first screen generates anything.
 */
const GENERATED_WHEN_SHOWN = new Set(['DatePicker', 'Steps']);

/** What the apps use through App.useApp() (confirm dialogs) rather than by import. Toasts are generated when shown. */
const THROUGH_APP: ReactNode[] = [<used.Modal._InternalPanelDoNotUseOrYouWillBeFired key="confirm" type="confirm" />];

const isComponent = (value: unknown): value is AnyComponent =>
  typeof value === 'function' || (typeof value === 'object' && value !== null && '$$typeof' in value);

/** Each used component, then each of its component-valued statics (Typography.Title, Form.Item, Select's popup panel ...). */
function nodesToRender(): ReactNode[] {
  const nodes: ReactNode[] = [...THROUGH_APP];
  for (const [name, value] of Object.entries(used)) {
    if (!isComponent(value) || name === 'ConfigProvider' || GENERATED_WHEN_SHOWN.has(name)) continue;
    nodes.push(CUSTOM_RENDERS[name] ? CUSTOM_RENDERS[name](value) : <Fragment key={name}>{createElementOf(value)}</Fragment>);
    for (const [staticName, member] of Object.entries(value)) {
      if (/^[A-Z_]/.test(staticName) && isComponent(member) && !staticName.startsWith('__')) nodes.push(createElementOf(member));
    }
  }
  return nodes;
}

function createElementOf(Component: AnyComponent): ReactNode {
  return <Component />;
}

function buildSheet(): { css: string; rendered: number; failed: number } {
  const cache = createCache();
  let rendered = 0;
  let failed = 0;
  // One render per node, each in its own try: a sub-component that cannot render without its parent's context
  // only loses its own registrations (they are then generated in the browser).
  for (const node of nodesToRender()) {
    try {
      renderToString(
        <StyleProvider cache={cache}>
          <ConfigProvider theme={naviaTheme}>{node}</ConfigProvider>
        </StyleProvider>,
      );
      rendered += 1;
    } catch {
      failed += 1;
    }
  }
  // 'style' only: the theme's token variables and each component's CSS variables are small and still set in the
  // browser (their registrations are not looked up in the map).
  return { css: extractStyle(cache, { plain: true, types: ['style'] }), rendered, failed };
}

const { css, rendered, failed } = buildSheet();
process.stdout.write(css);
process.stderr.write(`antd style sheet: ${rendered} renders, ${failed} skipped, ${css.length} characters\n`);
