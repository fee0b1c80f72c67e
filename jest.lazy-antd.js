// `antd` for the web tests: the same components, each loaded when a test first uses it. antd's CommonJS index
// requires all of its ~70 components up front, about 1.4 s of CPU in every test file that imports from 'antd'
// (measured 2026-11-26: a file rendering one Button 3.05 CPU-s through the index, 1.95 through antd/lib/button).
// The production builds import antd's ES modules and drop what is unused, so only the tests paid it.
// The export list is read from antd's own index, so it follows the installed version: each export there is
// `<name>: require("./<path>").default`.
const { readFileSync } = require('node:fs');
const { dirname, join } = require('node:path');

const indexFile = require.resolve('antd/lib/index.js');
const source = readFileSync(indexFile, 'utf8');
const paths = new Map([...source.matchAll(/var (_\w+) = _interopRequireDefault\(require\("(\.\/[^"]+)"\)\);/g)].map(([, local, path]) => [local, path]));
const exported = [...source.matchAll(/Object\.defineProperty\(exports, "(\w+)", \{\s*enumerable: true,\s*get: function \(\) \{\s*return (_\w+)\.default;/g)];
if (exported.length < 50) throw new Error(`jest.lazy-antd.js: found ${exported.length} exports in ${indexFile}; its shape changed, update the patterns`);

Object.defineProperty(exports, '__esModule', { value: true });
for (const [, name, local] of exported) {
  const path = paths.get(local);
  if (!path) throw new Error(`jest.lazy-antd.js: no require for antd's ${name} (${local})`);
  // Read on every use of the component in a render (`_antd.Button`), so the loaded component is kept after the first.
  let component;
  Object.defineProperty(exports, name, {
    enumerable: true,
    get() {
      if (component === undefined) {
        const loaded = require(join(dirname(indexFile), path));
        component = loaded.__esModule ? loaded.default : loaded;
      }
      return component;
    },
  });
}
