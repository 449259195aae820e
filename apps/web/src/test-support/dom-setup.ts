import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Vitest's globals are off, so Testing Library cannot hook itself in: we do what it would.
// React warns about a state update outside act() only when told it runs in tests; the warning goes
// through console.error, which fails the test (setup.ts).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// Each test starts on an empty page.
afterEach(() => {
  cleanup();
});
