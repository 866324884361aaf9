import { lazy, Suspense, type ReactNode } from 'react';
import { useToastHostWanted } from './toast';

export { LONG_INFO } from './toast';

const ToastHost = lazy(() => import('./toast-host'));

/** Draws the app's toasts (`./toast`); the notistack host loads with the first one. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const wanted = useToastHostWanted();
  return (
    <>
      {children}
      {wanted && (
        <Suspense fallback={null}>
          <ToastHost />
        </Suspense>
      )}
    </>
  );
}
