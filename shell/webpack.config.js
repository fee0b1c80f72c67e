// The host: auth, layout, routing; remotes come from /remotes.json at run time.
const { createWebpackConfig } = require('@navia/client-kit/build/create-webpack-config.cjs');

module.exports = (env, argv) =>
  createWebpackConfig({ appDir: __dirname, name: 'shell', port: 3000, title: 'Navia' }, env, argv);
