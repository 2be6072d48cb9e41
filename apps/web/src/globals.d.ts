/** The app's version (apps/web/package.json), defined by the build (vite.config.ts). */
declare const __APP_VERSION__: string;
