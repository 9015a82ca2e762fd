// `use-sync-external-store/shim` for the build (vite.config.ts aliases it here): the package's shim
// re-implements the hook for React 16 and 17 and returns React's own one from 18 on. This app runs
// React 19, so the import is React's hook, without the fallback's code in the first route.
export { useSyncExternalStore } from 'react';
