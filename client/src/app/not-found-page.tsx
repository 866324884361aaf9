import { MessagePage } from './message-page';

/** The catch-all route. */
export default function NotFoundPage() {
  return (
    <MessagePage title="Page not found">
      The page you are looking for does not exist or has moved.
    </MessagePage>
  );
}
