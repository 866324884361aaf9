import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { startApp } from './app-start';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain #root');

void startApp().then((start) => {
  // The first render as a transition: React yields to the browser every few milliseconds instead of
  // drawing the whole first screen in one long task, so a tap or a scroll on the page already drawn (the
  // home page's hero, a prerendered page, the splash) is not held up behind it.
  startTransition(() => {
    createRoot(container).render(
      <StrictMode>
        <App start={start} />
      </StrictMode>,
    );
  });
});
