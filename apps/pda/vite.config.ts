import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

export default defineConfig({
  base: '/pda/',
  plugins: [
    react(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      scope: '/pda/',
      includeAssets: ['favicon.svg'],
      manifest: {
        name: 'WMS PDA',
        short_name: 'PDA',
        description: 'Picking, relisting and pallet scanning',
        start_url: '/pda/',
        scope: '/pda/',
        display: 'standalone',
        orientation: 'portrait',
        theme_color: '#409EFF',
        background_color: '#ffffff',
        icons: [
          { src: '/pda/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/pda/icon-512.png', sizes: '512x512', type: 'image/png' },
        ],
      },
      injectManifest: { globPatterns: ['**/*.{js,css,html,svg,png,woff2}'] },
    }),
  ],
  server: { proxy: { '/api': 'http://localhost:8080', '/auth': 'http://localhost:8080' } },
  build: { target: 'es2022', sourcemap: false, manifest: true },
});
