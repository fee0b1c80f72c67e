// Remote: Brand Headquarters. Served by the gateway at /remotes/mf-brand-hq/.
const { createWebpackConfig } = require('@navia/client-kit/build/create-webpack-config.cjs');

module.exports = (env, argv) =>
  createWebpackConfig({ appDir: __dirname, name: 'mf_brand_hq', port: 3003, exposes: { './routes': './src/routes.tsx' }, title: 'Navia: Brand Headquarters' }, env, argv);
