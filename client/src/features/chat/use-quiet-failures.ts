import { useCallback } from 'react';
import type { ErrorLike } from '@apollo/client';
import { classifyOperationError, useOperationErrorHandler } from '../../graphql/use-operation';

/**
 * What the house's error wrapper does with a failure, less its toast, for the assistants' own calls:
 * a question that failed is already said in the chat ('Something went wrong. Please try again.'; a
 * bubble and a toast for one failure was one too many), and a failed availability read only means no
 * widget on this page. A lost session still goes to the login and a refusal to the access-denied page;
 * a request the chat gave up ('clear', leaving) shows nothing.
 */
export function useQuietFailures(): (error: unknown) => void {
  const handle = useOperationErrorHandler();
  return useCallback(
    (error: unknown) => {
      const errorLike: ErrorLike =
        error instanceof Error || error instanceof DOMException ? error : new Error(String(error));
      const { kind } = classifyOperationError(errorLike);
      if (kind === 'unauthenticated' || kind === 'forbidden') handle(errorLike);
    },
    [handle],
  );
}
