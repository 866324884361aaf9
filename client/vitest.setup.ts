import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Vitest globals are off, so Testing Library cannot register its own cleanup.
afterEach(() => cleanup());

// findBy and waitFor give up after 1 s by default. On a two-core machine running the whole suite, a
// mocked mutation's answer has been seen to take longer, failing tests that pass alone; a wait only
// lasts longer when the page is wrong, so a longer limit hides nothing.
configure({ asyncUtilTimeout: 5_000 });
