// Remote: create (writing, images, video, publishing). Served by the gateway at /remotes/mf-create/.
const { createWebpackConfig } = require('@navia/client-kit/build/create-webpack-config.cjs');

module.exports = (env, argv) =>
  createWebpackConfig({ appDir: __dirname, name: 'mf_create', port: 3004, exposes: { './routes': './src/routes.tsx' }, title: 'Navia: Create' }, env, argv);
