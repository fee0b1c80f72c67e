// Remote: strategies. Served by the gateway at /remotes/mf-strategies/.
const { createWebpackConfig } = require('@navia/client-kit/build/create-webpack-config.cjs');

module.exports = (env, argv) =>
  createWebpackConfig({ appDir: __dirname, name: 'mf_strategies', port: 3002, exposes: { './routes': './src/routes.tsx' }, title: 'Navia: Strategies' }, env, argv);
