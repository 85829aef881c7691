import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

/** Beside dist, never served: upload these to an error tracker to read production stack traces. */
const sourceMapsDir = path.resolve(import.meta.dirname, 'dist-sourcemaps');

/**
 * Source maps would hand anyone the app's readable source, so the build writes them outside the
 * served dist; with `sourcemap: 'hidden'` the bundles do not point at them either.
 */
function keepSourceMapsOutOfDist(): Plugin {
  const maps = new Map<string, string | Uint8Array>();
  return {
    name: 'leadwise:keep-source-maps-out-of-dist',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const [fileName, output] of Object.entries(bundle)) {
        if (!fileName.endsWith('.map') || output.type !== 'asset') continue;
        maps.set(fileName, output.source);
        delete bundle[fileName];
      }
    },
    writeBundle() {
      rmSync(sourceMapsDir, { recursive: true, force: true });
      for (const [fileName, source] of maps) {
        const file = path.join(sourceMapsDir, fileName);
        mkdirSync(path.dirname(file), { recursive: true });
        writeFileSync(file, source);
      }
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), keepSourceMapsOutOfDist()],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/widget.js': apiTarget,
      '/widget/': apiTarget,
      '/a/': apiTarget,
    },
  },
  build: { outDir: 'dist', sourcemap: 'hidden' },
});
