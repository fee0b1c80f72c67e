import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { bootstrapAuth, startAuthAnalytics } from '@navia/client-kit';
import { App } from './app';
import { startTimezoneAutoDetect } from './features/timezone/hooks/timezone-auto-detect';

startAuthAnalytics();
// Restore the session while the first paint shows 'Loading authentication...'.
void bootstrapAuth();
startTimezoneAutoDetect();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
