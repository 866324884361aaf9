import { MessagePage } from './message-page';

/** The catch-all route, inside the viewer's layout. */
export default function NotFoundPage() {
  return (
    <MessagePage title="Page not found" testId="not-found">
      The page you are looking for does not exist or has moved.
    </MessagePage>
  );
}
