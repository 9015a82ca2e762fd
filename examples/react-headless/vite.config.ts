import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The reference API the app talks to (apps/api of the Tarelka repository), fixed at build time.
const apiUrl = process.env.API_URL ?? 'http://127.0.0.1:8831';

export default defineConfig({
  plugins: [react()],
  define: { __API_URL__: JSON.stringify(apiUrl) },
  preview: { host: '127.0.0.1', port: Number(process.env.PREVIEW_PORT ?? 4831), strictPort: true },
});
