import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';

/**
 * Preloads the Inter files every page's first text needs (src/app/fonts: Latin and the Turkish ğ İ ş), so the text is
 * drawn once in its font rather than swapped in later.
 */
function preloadFonts(): Plugin {
  return {
    name: 'otousta-preload-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (_html, { bundle }) =>
        Object.keys(bundle ?? {})
          .filter((file) => /\/inter-tr-(latin|ext)-[\w-]+\.woff2$/.test(file))
          .map((file) => ({
            tag: 'link',
            attrs: { rel: 'preload', href: `/${file}`, as: 'font', type: 'font/woff2', crossorigin: '' },
            injectTo: 'head' as const,
          })),
    },
  };
}

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 3001}`;

export default defineConfig(({ isSsrBuild }) =>
  isSsrBuild
    ? {
        // The server renderer (src/entry-server.tsx) for the API, which serves dist/ but never dist/server/. Everything
        // is bundled in, so the API needs none of the web app's packages to run it.
        plugins: [react()],
        define: { 'process.env.NODE_ENV': JSON.stringify('production') },
        ssr: { noExternal: true },
        build: { outDir: 'dist/server', sourcemap: false, emptyOutDir: true, copyPublicDir: false },
      }
    : {
        // Brotli and gzip copies next to every asset, which the API's static server sends to browsers that accept them
        // (no compression work per request).
        plugins: [
          react(),
          preloadFonts(),
          compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024, logLevel: 'silent' }),
        ],
        // The manifests tell the API which scripts and styles a server-rendered page needs: ssr-manifest.json names the
        // chunk each source module went into, manifest.json what each chunk imports.
        build: {
          outDir: 'dist',
          sourcemap: false,
          chunkSizeWarningLimit: 600,
          manifest: true,
          ssrManifest: true,
          // A page's code arrives after its first paint (src/main.tsx): its chunks load as their imports ask for them,
          // without first adding a preload link per chunk to a page the browser has just laid out (a long task on a
          // large page). Styles are still loaded before the code that uses them.
          modulePreload: { resolveDependencies: (_file, deps) => deps.filter((dep) => dep.endsWith('.css')) },
          // Fonts stay files: the Content-Security-Policy loads fonts from the site only, never from data: URLs.
          assetsInlineLimit: (file: string) => (file.endsWith('.woff2') ? false : undefined),
        },
        server: {
          port: 3000,
          proxy: {
            '/api': apiTarget,
            '/uploads': apiTarget,
            '/socket.io': { target: apiTarget, ws: true },
          },
        },
      },
);
