// The host: auth, layout, routing; remotes come from /remotes.json at run time.
const { createWebpackConfig } = require('@navia/client-kit/build/create-webpack-config.cjs');
const { SignedOutPagePlugin } = require('./build/signed-out-page-plugin.cjs');

module.exports = (env, argv) => {
  const config = createWebpackConfig({ appDir: __dirname, name: 'shell', port: 3000, title: 'Navia' }, env, argv);
  // Production only: the development server's pages stay plain.
  if (config.mode === 'production') config.plugins.push(new SignedOutPagePlugin());
  return config;
};
