// @preact/signals-react imports the use-sync-external-store shim, which exists for React versions before 18;
// on React 19 it hands back React's own hook after its checks. The build points the shim here, so the
// first visit does not carry those checks.
export { useSyncExternalStore } from 'react';
