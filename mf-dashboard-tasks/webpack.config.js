// Remote: dashboard and tasks. Served by the gateway at /remotes/mf-dashboard-tasks/.
const { createWebpackConfig } = require('@navia/client-kit/build/create-webpack-config.cjs');

module.exports = (env, argv) =>
  createWebpackConfig({ appDir: __dirname, name: 'mf_dashboard_tasks', port: 3001, exposes: { './routes': './src/routes.tsx' }, title: 'Navia: Dashboard and Tasks' }, env, argv);
