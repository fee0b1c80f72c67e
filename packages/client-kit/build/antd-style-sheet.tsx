/** @jsxRuntime automatic */
/// <reference types="node" />
// Build tooling (run with tsx by AntdStyleSheetPlugin): prints the CSS of every antd component the apps use, as
// antd's CSS-in-JS would generate it in the browser under the apps' theme, followed by the cache map that tells
// @ant-design/cssinjs which of its style registrations the sheet already holds.
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
import { ConfigProvider, message, notification } from 'antd';
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
  Steps: (Steps) => <Steps items={[{ title: 'a' }, { title: 'b' }]} />,
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

/** What the apps use through App.useApp() (toasts, confirm dialogs) rather than by import. */
const THROUGH_APP: ReactNode[] = [
  <message._InternalPanelDoNotUseOrYouWillBeFired key="message" content="m" />,
  <notification._InternalPanelDoNotUseOrYouWillBeFired key="notification" title="n" />,
  <used.Modal._InternalPanelDoNotUseOrYouWillBeFired key="confirm" type="confirm" />,
];

const isComponent = (value: unknown): value is AnyComponent =>
  typeof value === 'function' || (typeof value === 'object' && value !== null && '$$typeof' in value);

/** Each used component, then each of its component-valued statics (Typography.Title, Form.Item, Select's popup panel ...). */
function nodesToRender(): ReactNode[] {
  const nodes: ReactNode[] = [...THROUGH_APP];
  for (const [name, value] of Object.entries(used)) {
    if (!isComponent(value) || name === 'ConfigProvider' || name === 'Grid') continue;
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
