import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Where the API listens in development; several local checkouts can point at their own API.
const api = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3000';

// In development the API runs beside Vite; sign-in redirects come back here (APP_URL=http://localhost:5173),
// so the development OpenID issuer under /dev-oidc is forwarded too.
const proxy = {
  '/api': { target: api },
  '/dev-oidc': { target: api },
};

export default defineConfig({
  plugins: [react()],
  server: { proxy },
  preview: { proxy },
  build: { outDir: 'dist', emptyOutDir: true },
});
