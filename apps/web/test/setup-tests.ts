import '@testing-library/jest-dom';
import { cleanup, configure } from '@testing-library/react';
import { resetToasts } from '../src/components/ui/use-toast';

class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
globalThis.ResizeObserver ??= ResizeObserverStub;
window.scrollTo = () => {};

// Pages, dialogs and the toast area load their code on demand (React.lazy): in Jest the first load
// of a module compiles it, which on a busy machine takes longer than findBy's default second.
configure({ asyncUtilTimeout: 5000 });

// apiRequest logs every failed response (spec §8); keep the expected ones out of the test output.
const consoleError = console.error.bind(console);
beforeEach(() => {
  // As in a browser that signed in before (lib/session-hint.ts): the app asks the (mocked) server
  // for the user, which answers signed in or 401 as each test says.
  document.cookie = 'cm_signed_in=1; path=/';
  jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (typeof args[0] === 'string' && args[0].startsWith('Request failed with status')) return;
    consoleError(...args);
  });
});

afterEach(() => {
  jest.restoreAllMocks();
  cleanup();
  resetToasts();
  window.localStorage.clear();
  document.cookie = 'cm_signed_in=; path=/; max-age=0';
});
