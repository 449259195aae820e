// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SKIP_WAITING } from '../../sw/messages';
import { toastAreaWanted } from '../toast-area-signal';
import { registerServiceWorker } from './register-service-worker';

const toast = vi.hoisted(() => vi.fn());
vi.mock('sonner', () => ({ toast }));

type Action = { label: string; onClick: () => void };

/** A worker in a given state that records what the page sends it. */
function fakeWorker(state: string) {
  const worker = Object.assign(new EventTarget(), { state, postMessage: vi.fn() });
  return worker;
}

function fakeServiceWorkers({ controlled, waiting }: { controlled: boolean; waiting: boolean }) {
  const registration = Object.assign(new EventTarget(), {
    waiting: waiting ? fakeWorker('installed') : null,
    installing: null as ReturnType<typeof fakeWorker> | null,
    update: vi.fn(async () => undefined),
  });
  const container = Object.assign(new EventTarget(), {
    controller: controlled ? fakeWorker('activated') : null,
    register: vi.fn(async () => registration),
  });
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
  return { registration, container };
}

const reload = vi.fn();

beforeEach(() => {
  toast.mockClear();
  reload.mockClear();
  vi.stubGlobal('location', { ...window.location, reload });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('registerServiceWorker', () => {
  it('registers /sw.js for the whole site; the first install needs no reload', async () => {
    const { container } = fakeServiceWorkers({ controlled: false, waiting: false });
    await registerServiceWorker();
    expect(container.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
    expect(toast).not.toHaveBeenCalled();
    expect(toastAreaWanted()).toBe(false);
    // The first worker claims the page: that must not reload it.
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).not.toHaveBeenCalled();
  });

  it('offers a waiting version, which takes over and reloads only when the person chooses Reload', async () => {
    const { registration, container } = fakeServiceWorkers({ controlled: true, waiting: true });
    await registerServiceWorker();
    // Sonner is fetched for the offer; the toast area is mounted for it even on a page that never toasts.
    await vi.waitFor(() => expect(toast).toHaveBeenCalledTimes(1));
    expect(toastAreaWanted()).toBe(true);
    const [message, options] = toast.mock.calls[0] as [string, { action: Action }];
    expect(message).toBe('A new version is ready');
    expect(options.action.label).toBe('Reload');
    expect(registration.waiting!.postMessage).not.toHaveBeenCalled();

    options.action.onClick();
    expect(registration.waiting!.postMessage).toHaveBeenCalledWith({ type: SKIP_WAITING });
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('offers a version that finishes installing while the page is open', async () => {
    const { registration } = fakeServiceWorkers({ controlled: true, waiting: false });
    await registerServiceWorker();
    const incoming = fakeWorker('installing');
    registration.installing = incoming;
    registration.dispatchEvent(new Event('updatefound'));
    expect(toast).not.toHaveBeenCalled();
    incoming.state = 'installed';
    incoming.dispatchEvent(new Event('statechange'));
    await vi.waitFor(() => expect(toast).toHaveBeenCalledTimes(1));
  });
});
