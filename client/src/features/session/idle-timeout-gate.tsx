import { lazy, Suspense, useState } from 'react';
import { useViewerQuery } from '../../graphql/generated/hooks';

// react-idle-timer and the modal matter only to someone signed in; visitors never load them.
const IdleTimeout = lazy(() => import('./idle-timeout').then((module) => ({ default: module.IdleTimeout })));

/**
 * Mounts the idle time-out once a viewer is known and keeps it mounted from then on, so the sign-out it
 * starts (which clears the viewer) runs to its end instead of unmounting half-way.
 */
export function IdleTimeoutGate() {
  const { data } = useViewerQuery();
  const [needed, setNeeded] = useState(false);
  if (data?.viewer && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <IdleTimeout />
    </Suspense>
  );
}
