import '@fontsource-variable/inter';
import './index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { startLifecycle } from './app/lifecycle/start-lifecycle';
import { createRouter } from './app/router';
import { StartupError } from './app/overlays/startup-error';
import { validateStoredSessions } from './lib/auth-storage';
import { loadConfig } from './lib/config';
import { getAppConfig, loadSupabase, setAppConfig } from './lib/supabase';
import { config as zodConfig } from 'zod/v4/core';

// The content security policy allows no eval: without this, zod probes for it on its first parse.
zodConfig({ jitless: true });

async function start() {
  const root = createRoot(document.getElementById('root')!);
  // SPEC 5: malformed or expiring stored sessions go before the backend client reads them.
  const removed = validateStoredSessions();
  if (removed.length > 0)
    console.warn('[auth] removed stored sessions at start-up:', removed.map((r) => r.reason).join(', '));
  try {
    setAppConfig(await loadConfig());
  } catch (error) {
    root.render(<StartupError error={error} />);
    return;
  }
  // Start fetching the backend client now; a signed-out visitor's page does not wait for it.
  void loadSupabase();
  const router = createRouter();
  startLifecycle(router, { analyticsUrl: getAppConfig().analyticsUrl });
  root.render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}

void start();
