// The generated modules of share-groups.cjs, from the query on share-group-stub.js:
//   ?package=antd&group=core  →  export { Alert, App, Button, … } from 'antd';
//     what the share key 'antd/core' provides (the shell), or falls back to (a remote's development build);
//   ?package=antd             →  export { Alert } from '@navia/share-group/antd/core'; … one line per listed export
//     what a remote's `import { … } from 'antd'` resolves to: each line re-exports from its group's consume.
const { GROUP_REQUEST, groupsOf } = require('./share-groups.cjs');
const { SHARED_EXPORT_LISTS } = require('./shared-exports-plugin.cjs');

module.exports = function shareGroupLoader() {
  const query = new URLSearchParams(this.resourceQuery.slice(1));
  const pkg = query.get('package');
  const group = query.get('group');
  this.addDependency(SHARED_EXPORT_LISTS[pkg]);
  const groups = groupsOf(pkg);
  if (group) {
    if (!groups.has(group)) throw new Error(`share-group-loader: ${pkg} has no group '${group}'`);
    return `export { ${groups.get(group).join(', ')} } from '${pkg}';\n`;
  }
  let source = '';
  for (const [name, names] of groups) source += `export { ${names.join(', ')} } from '${GROUP_REQUEST}${pkg}/${name}';\n`;
  return source;
};
