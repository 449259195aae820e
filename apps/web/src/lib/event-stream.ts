import { apiUrl, usesBearerTokens } from './api-origin';
import { isSigningOut, watchSignOut } from './auth-sign-out';
import { readAuthToken } from './auth-token';

/*
 * A server-sent event stream of our API. The web build uses the browser's EventSource (same origin, the
 * session cookie goes along). EventSource cannot send an Authorization header, so the phone shell reads
 * the stream with fetch and parses it itself. Either way only unnamed events (type "message") reach
 * onMessage, as with EventSource's onmessage; the server's 'ready' and 'ping' events do not.
 *
 * Signing out on this device closes every stream before the session is revoked (lib/auth-sign-out.ts), so no
 * stream is ended by the server for it and no owner refetches with a session that is gone: the owners hear
 * nothing, since the person's pages go with the session. Should the sign-out fail, each owner gets onError
 * and reconnects as after any failure. Streams opened while the sign-out runs wait for its answer the same way.
 */

export type EventStreamHandlers = {
  /** The server accepted the stream. */
  onOpen(): void;
  /** The data of one message event. */
  onMessage(data: string): void;
  /** The stream failed or ended; it is closed and will not reopen by itself. */
  onError(): void;
  /** The server ended the stream because this person may no longer watch it (removed, signed out): do not reopen. */
  onAccessEnded(): void;
};

export type EventStream = { close(): void };

/** Whether this browser can follow live events at all. */
export function canStreamEvents(): boolean {
  return usesBearerTokens()
    ? typeof fetch === 'function' && typeof ReadableStream === 'function'
    : typeof EventSource !== 'undefined';
}

type OpenStream = { handlers: EventStreamHandlers; disconnect(): void };

/** The streams of this page that are connected, or waiting to connect, and have not ended. */
const openStreams = new Set<OpenStream>();
/** While this page signs out: the streams it closed for that, whose owners hear again if it fails. */
let heldForSignOut: Set<OpenStream> | null = null;

watchSignOut({
  signingOut() {
    heldForSignOut ??= new Set();
    for (const stream of openStreams) {
      stream.disconnect();
      heldForSignOut.add(stream);
    }
    openStreams.clear();
  },
  signOutEnded(signedOut) {
    const held = heldForSignOut ?? new Set<OpenStream>();
    heldForSignOut = null;
    // Still signed in: each owner reconnects, with its own back-off, as after a dropped connection.
    if (!signedOut) for (const stream of held) stream.handlers.onError();
  },
});

export function openEventStream(path: string, handlers: EventStreamHandlers): EventStream {
  let connection: EventStream | null = null;
  const stream: OpenStream = {
    handlers,
    disconnect() {
      connection?.close();
      connection = null;
    },
  };
  // Once a stream has failed or ended it is closed for good: it leaves the list before its owner hears.
  const tracked: EventStreamHandlers = {
    onOpen: () => handlers.onOpen(),
    onMessage: (data) => handlers.onMessage(data),
    onError() {
      openStreams.delete(stream);
      handlers.onError();
    },
    onAccessEnded() {
      openStreams.delete(stream);
      handlers.onAccessEnded();
    },
  };
  const close = () => {
    openStreams.delete(stream);
    heldForSignOut?.delete(stream);
    stream.disconnect();
  };
  if (isSigningOut()) {
    (heldForSignOut ??= new Set()).add(stream);
    return { close };
  }
  openStreams.add(stream);
  connection = usesBearerTokens() ? fetchEventStream(path, tracked) : browserEventStream(path, tracked);
  return { close };
}

function browserEventStream(path: string, handlers: EventStreamHandlers): EventStream {
  const source = new EventSource(apiUrl(path));
  source.onopen = () => handlers.onOpen();
  source.onmessage = (event: MessageEvent<string>) => handlers.onMessage(event.data);
  source.addEventListener('ended', () => {
    source.close();
    handlers.onAccessEnded();
  });
  source.onerror = () => {
    // The browser's own retry has no back-off and stops for good on some errors: callers retry themselves.
    source.close();
    handlers.onError();
  };
  return { close: () => source.close() };
}

function fetchEventStream(path: string, handlers: EventStreamHandlers): EventStream {
  const abort = new AbortController();
  let closed = false;
  const fail = () => {
    if (closed) return;
    closed = true;
    abort.abort();
    handlers.onError();
  };

  void (async () => {
    const token = await readAuthToken();
    const response = await fetch(apiUrl(path), {
      headers: token
        ? { Accept: 'text/event-stream', Authorization: `Bearer ${token}` }
        : { Accept: 'text/event-stream' },
      credentials: 'omit',
      cache: 'no-store',
      signal: abort.signal,
    });
    if (!response.ok || !response.body || !response.headers.get('content-type')?.includes('text/event-stream')) {
      throw new Error(`no event stream: ${response.status}`);
    }
    if (closed) return;
    handlers.onOpen();
    const parser = createEventParser((event) => {
      if (closed) return;
      if (event.type === 'message') handlers.onMessage(event.data);
      if (event.type === 'ended') {
        closed = true;
        abort.abort();
        handlers.onAccessEnded();
      }
    });
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      parser.push(value);
    }
    // The server ended the stream (a restart, a proxy's time limit): the caller reconnects.
    fail();
  })().catch(fail);

  return {
    close() {
      closed = true;
      abort.abort();
    },
  };
}

export type ParsedEvent = { type: string; data: string };

/**
 * Turns the text of an event stream, in pieces as they arrive, into events, following the HTML
 * standard's rules: lines end in CRLF, LF or CR; a blank line ends an event; several data lines are
 * joined with newlines; lines starting with ':' are comments; an event without data is not sent.
 */
export function createEventParser(onEvent: (event: ParsedEvent) => void): { push(text: string): void } {
  let buffer = '';
  let type = '';
  let data: string[] = [];
  // A piece that ended with CR may be followed by the LF of the same line ending.
  let skipLeadingLineFeed = false;

  const field = (line: string) => {
    if (line === '') {
      if (data.length > 0) onEvent({ type: type || 'message', data: data.join('\n') });
      type = '';
      data = [];
      return;
    }
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const name = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (name === 'data') data.push(value);
    else if (name === 'event') type = value;
  };

  return {
    push(text: string) {
      if (text === '') return;
      let rest = text;
      if (skipLeadingLineFeed && rest.startsWith('\n')) rest = rest.slice(1);
      skipLeadingLineFeed = false;
      buffer += rest;
      for (;;) {
        const end = buffer.search(/[\r\n]/);
        if (end === -1) return;
        const line = buffer.slice(0, end);
        if (buffer[end] === '\r') {
          if (end + 1 === buffer.length) skipLeadingLineFeed = true;
          buffer = buffer.slice(buffer[end + 1] === '\n' ? end + 2 : end + 1);
        } else {
          buffer = buffer.slice(end + 1);
        }
        field(line);
      }
    },
  };
}
