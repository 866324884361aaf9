import type { ApolloClient, ErrorLike } from '@apollo/client';
import { type AskChatInput, type AskChatStreamSubscription } from '../../graphql/generated/graphql';
import { AskChatStreamDocument } from '../../graphql/generated/operations/AskChatStream';

/** The last event of a streamed reply: the whole reply, or the refusal. */
export type ChatReplyEvent = AskChatStreamSubscription['askChatStream'];

/** How a streamed question ended. */
export type StreamedAnswer =
  | { kind: 'answered'; event: ChatReplyEvent }
  /** The subscription failed (the socket, the gateway) or ended without its last event. */
  | { kind: 'failed'; error: ErrorLike | null }
  /** The learner gave it up ('clear', leaving): the subscription is ended, which ends the work. */
  | { kind: 'cancelled' };

/**
 * Asks over the `askChatStream` subscription (issue 27): `onText` gets the reply's words so far as they
 * come, and the promise the last event. The signal's abort unsubscribes, which the gateway passes on to
 * rest-api and rest-api to the model or the endpoint.
 */
export function askStreamed(
  client: ApolloClient,
  input: AskChatInput,
  { signal, onText }: { signal: AbortSignal; onText: (soFar: string) => void },
): Promise<StreamedAnswer> {
  return new Promise((resolve) => {
    let soFar = '';
    let settled = false;
    const settle = (answer: StreamedAnswer) => {
      if (settled) return;
      settled = true;
      signal.removeEventListener('abort', onAbort);
      subscription.unsubscribe();
      resolve(answer);
    };
    const onAbort = () => settle({ kind: 'cancelled' });
    const subscription = client
      .subscribe({ query: AskChatStreamDocument, variables: { input }, fetchPolicy: 'no-cache' })
      .subscribe({
        next: ({ data, error }) => {
          if (error) return settle({ kind: 'failed', error });
          const event = data?.askChatStream;
          if (!event) return;
          if (typeof event.text === 'string') {
            soFar += event.text;
            onText(soFar);
            return;
          }
          settle({ kind: 'answered', event });
        },
        error: (error: ErrorLike) => settle({ kind: 'failed', error }),
        complete: () => settle({ kind: 'failed', error: null }),
      });
    if (signal.aborted) onAbort();
    else signal.addEventListener('abort', onAbort);
  });
}
