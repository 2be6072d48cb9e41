/**
 * wouter imports useSyncExternalStore through the React 17 shim; React 19 has it
 * built in, so vite.config.ts points the shim here and the shopper never downloads the shim.
 */
export { useSyncExternalStore } from 'react';
