import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { buildInfoPlugin, createBuildInfo } from './build/build-info.ts';
import { excalidrawAssetsPlugin } from './build/excalidraw-assets.ts';
import { prefetchMapPlugin } from './build/prefetch-map.ts';
import { serviceWorkerPlugin } from './build/service-worker.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
const buildInfo = createBuildInfo({ cwd: root });

// In development the SPA runs on Vite and the APIs on the Edgelog server (npm run dev, port 3000).
const backend = process.env.EDGELOG_DEV_BACKEND ?? 'http://localhost:3000';
const proxied = ['/auth/v1', '/rest/v1', '/storage/v1', '/functions/v1', '/config.json', '/health'];

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    buildInfoPlugin(buildInfo),
    prefetchMapPlugin(root),
    serviceWorkerPlugin(buildInfo.time),
    excalidrawAssetsPlugin(),
  ],
  // The analytics worker imports modules: bundled as an ES module worker.
  worker: { format: 'es' },
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    proxy: {
      ...Object.fromEntries(proxied.map((path) => [path, { target: backend, changeOrigin: true }])),
      '/realtime/v1': { target: backend, ws: true, changeOrigin: true },
    },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    // dist/.vite/manifest.json: the bundle-budget script reads the chunk graph from it.
    manifest: true,
    rolldownOptions: {
      // @edgelog/core is pure (no I/O, no globals touched at import): let unused parts of it drop out.
      treeshake: { moduleSideEffects: (id: string) => !/[\\/]packages[\\/]core[\\/]src[\\/]/.test(id) },
    },
    chunkSizeWarningLimit: 400,
  },
});
