import { afterEach, describe, expect, it, vi } from 'vitest';
import { createEventParser, type ParsedEvent } from './event-stream';

function parse(...pieces: string[]): ParsedEvent[] {
  const events: ParsedEvent[] = [];
  const parser = createEventParser((event) => events.push(event));
  for (const piece of pieces) parser.push(piece);
  return events;
}

describe('createEventParser', () => {
  it('reads message events and names the others, as the server writes them', () => {
    expect(parse('event: ready\ndata: {}\n\ndata: {"type":"task"}\n\nevent: ping\ndata: {}\n\n')).toEqual([
      { type: 'ready', data: '{}' },
      { type: 'message', data: '{"type":"task"}' },
      { type: 'ping', data: '{}' },
    ]);
  });

  it('puts together data lines split across pieces at any point', () => {
    const text = 'data: {"type":"task_changed","id":"t1"}\n\ndata: second\n\n';
    for (let cut = 1; cut < text.length; cut += 1) {
      expect(parse(text.slice(0, cut), text.slice(cut))).toEqual([
        { type: 'message', data: '{"type":"task_changed","id":"t1"}' },
        { type: 'message', data: 'second' },
      ]);
    }
    expect(parse(...text.split(''))).toHaveLength(2);
  });

  it('accepts CRLF and CR line ends, also when a CRLF is split between pieces', () => {
    expect(parse('data: a\r\n\r\ndata: b\r\rdata: c\r', '\n\r', '\n')).toEqual([
      { type: 'message', data: 'a' },
      { type: 'message', data: 'b' },
      { type: 'message', data: 'c' },
    ]);
    // The LF after a piece's closing CR belongs to the same line end: it is no blank line.
    expect(parse('data: a\r', '\ndata: b\n\n')).toEqual([{ type: 'message', data: 'a\nb' }]);
  });

  it('joins several data lines, skips comments and sends no event without data', () => {
    expect(parse(': keep-alive\n\ndata: one\ndata:two\nid: 7\n\nevent: empty\n\n')).toEqual([
      { type: 'message', data: 'one\ntwo' },
    ]);
  });

  it('waits for the blank line before sending an event', () => {
    expect(parse('data: not finished\n')).toEqual([]);
  });
});

describe('openEventStream', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.unstubAllGlobals();
  });

  async function load(origin: string) {
    vi.stubEnv('VITE_API_ORIGIN', origin);
    vi.stubGlobal('localStorage', undefined);
    vi.resetModules();
    const tokens = await import('./auth-token');
    const signOut = await import('./auth-sign-out');
    const stream = await import('./event-stream');
    return { ...tokens, ...signOut, ...stream };
  }

  function streamOf(pieces: string[], status = 200) {
    const encoder = new TextEncoder();
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const piece of pieces) controller.enqueue(encoder.encode(piece));
        controller.close();
      },
    });
    return new Response(body, { status, headers: { 'Content-Type': 'text/event-stream' } });
  }

  it('in the shell, reads the stream with fetch and the bearer token, and reports its end as an error', async () => {
    const { keepAuthToken, openEventStream, canStreamEvents } = await load('https://tidy.example.com');
    expect(canStreamEvents()).toBe(true);
    await keepAuthToken('shell.token');
    // "é" is split between two byte chunks below, as a network may deliver it.
    const bytes = new TextEncoder().encode('event: ready\ndata: {}\n\ndata: {"name":"Caf\u00e9"}\n\n');
    const cut = bytes.indexOf(0xc3) + 1;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.slice(0, cut));
        controller.enqueue(bytes.slice(cut));
        controller.close();
      },
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(body, { headers: { 'Content-Type': 'text/event-stream' } })),
    );

    const seen: string[] = [];
    await new Promise<void>((done) => {
      openEventStream('/api/spaces/s1/events', {
        onOpen: () => seen.push('open'),
        onMessage: (data) => seen.push(data),
        onAccessEnded: () => seen.push('ended'),
        onError: () => {
          seen.push('error');
          done();
        },
      });
    });

    expect(seen).toEqual(['open', '{"name":"Café"}', 'error']);
    const [url, init] = vi.mocked(fetch).mock.calls[0] as [string, RequestInit];
    expect(url).toBe('https://tidy.example.com/api/spaces/s1/events');
    expect(init.credentials).toBe('omit');
    expect(init.headers).toMatchObject({ Authorization: 'Bearer shell.token', Accept: 'text/event-stream' });
  });

  it('in the shell, reports a refused stream as an error without opening', async () => {
    const { openEventStream } = await load('https://tidy.example.com');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"error":{}}', { status: 401, headers: { 'Content-Type': 'application/json' } })),
    );
    const seen: string[] = [];
    await new Promise<void>((done) => {
      openEventStream('/api/spaces/s1/events', {
        onOpen: () => seen.push('open'),
        onMessage: () => seen.push('message'),
        onAccessEnded: () => seen.push('ended'),
        onError: () => {
          seen.push('error');
          done();
        },
      });
    });
    expect(seen).toEqual(['error']);
  });

  it('in the shell, says nothing more once closed', async () => {
    const { openEventStream } = await load('https://tidy.example.com');
    let release: (response: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise<Response>((resolve, reject) => {
            release = resolve;
            init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          }),
      ),
    );
    const onError = vi.fn();
    const stream = openEventStream('/api/spaces/s1/events', {
      onOpen: vi.fn(),
      onMessage: vi.fn(),
      onAccessEnded: vi.fn(),
      onError,
    });
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    stream.close();
    release(streamOf(['data: late\n\n']));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(onError).not.toHaveBeenCalled();
  });

  it('on the web, uses EventSource on the same origin and passes only message events on', async () => {
    const { openEventStream, canStreamEvents } = await load('');
    const sources: FakeEventSource[] = [];
    class FakeEventSource {
      onopen: (() => void) | null = null;
      onmessage: ((event: MessageEvent<string>) => void) | null = null;
      onerror: (() => void) | null = null;
      closed = false;
      named = new Map<string, () => void>();
      constructor(readonly url: string) {
        sources.push(this);
      }
      addEventListener(type: string, listener: () => void) {
        this.named.set(type, listener);
      }
      close() {
        this.closed = true;
      }
    }
    vi.stubGlobal('EventSource', FakeEventSource);
    vi.stubGlobal('fetch', vi.fn());
    expect(canStreamEvents()).toBe(true);

    const seen: string[] = [];
    openEventStream('/api/spaces/s1/events', {
      onOpen: () => seen.push('open'),
      onMessage: (data) => seen.push(data),
      onAccessEnded: () => seen.push('ended'),
      onError: () => seen.push('error'),
    });
    const source = sources[0]!;
    expect(source.url).toBe('/api/spaces/s1/events');
    source.onopen?.();
    source.onmessage?.(new MessageEvent('message', { data: '{"type":"task"}' }));
    source.onerror?.();
    expect(seen).toEqual(['open', '{"type":"task"}', 'error']);
    expect(source.closed).toBe(true);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('in the shell, stops for good when the server says access ended', async () => {
    const { openEventStream } = await load('https://tidy.example.com');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        streamOf(['event: ready\ndata: {}\n\n', 'data: {"type":"changed"}\n\n', 'event: ended\ndata: {}\n\n']),
      ),
    );
    const seen: string[] = [];
    await new Promise<void>((done) => {
      openEventStream('/api/spaces/s1/events', {
        onOpen: () => seen.push('open'),
        onMessage: (data) => seen.push(data),
        onAccessEnded: () => {
          seen.push('ended');
          done();
        },
        onError: () => seen.push('error'),
      });
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(seen).toEqual(['open', '{"type":"changed"}', 'ended']);
  });

  it('on the web, closes the EventSource when the server says access ended', async () => {
    const { openEventStream } = await load('');
    const sources: { named: Map<string, () => void>; closed: boolean }[] = [];
    vi.stubGlobal(
      'EventSource',
      class {
        named = new Map<string, () => void>();
        closed = false;
        constructor() {
          sources.push(this);
        }
        addEventListener(type: string, listener: () => void) {
          this.named.set(type, listener);
        }
        close() {
          this.closed = true;
        }
      },
    );
    const onAccessEnded = vi.fn();
    openEventStream('/api/spaces/s1/events', { onOpen: vi.fn(), onMessage: vi.fn(), onAccessEnded, onError: vi.fn() });
    sources[0]!.named.get('ended')?.();
    expect(onAccessEnded).toHaveBeenCalledTimes(1);
    expect(sources[0]!.closed).toBe(true);
  });

  describe('around a sign-out on this page', () => {
    /** A fetch that answers each event stream with 'ready' and keeps it open until the request is aborted. */
    function endlessStreams() {
      const requests: { aborted: () => boolean }[] = [];
      vi.stubGlobal(
        'fetch',
        vi.fn(async (_url: string, init: RequestInit) => {
          const signal = init.signal!;
          requests.push({ aborted: () => signal.aborted });
          const body = new ReadableStream<Uint8Array>({
            start(controller) {
              controller.enqueue(new TextEncoder().encode('event: ready\ndata: {}\n\n'));
              signal.addEventListener('abort', () => controller.error(new DOMException('aborted', 'AbortError')));
            },
          });
          return new Response(body, { headers: { 'Content-Type': 'text/event-stream' } });
        }),
      );
      return requests;
    }
    const recorder = (seen: string[], name: string) => ({
      onOpen: () => seen.push(`${name} open`),
      onMessage: () => seen.push(`${name} message`),
      onAccessEnded: () => seen.push(`${name} ended`),
      onError: () => seen.push(`${name} error`),
    });
    const later = () => new Promise((resolve) => setTimeout(resolve, 10));

    it('closes every stream before the request leaves and, once signed out, says nothing more', async () => {
      const { openEventStream, whileSigningOut } = await load('https://tidy.example.com');
      const requests = endlessStreams();
      const seen: string[] = [];
      openEventStream('/api/spaces/s1/events', recorder(seen, 'a'));
      openEventStream('/api/events', recorder(seen, 'b'));
      await vi.waitFor(() => expect(seen).toEqual(['a open', 'b open']));

      let abortedWhenSent: boolean[] = [];
      await whileSigningOut(async () => {
        abortedWhenSent = requests.map((request) => request.aborted());
        // Opened while the sign-out runs: it waits, and connects nowhere.
        openEventStream('/api/spaces/s2/events', recorder(seen, 'c'));
        await later();
      });
      await later();

      expect(abortedWhenSent).toEqual([true, true]);
      expect(requests).toHaveLength(2);
      expect(seen).toEqual(['a open', 'b open']);
    });

    it('when the sign-out fails, tells each owner the stream dropped, so it reconnects', async () => {
      const { openEventStream, whileSigningOut } = await load('https://tidy.example.com');
      const requests = endlessStreams();
      const seen: string[] = [];
      openEventStream('/api/spaces/s1/events', recorder(seen, 'a'));
      const closedByOwner = openEventStream('/api/spaces/s2/events', recorder(seen, 'b'));
      await vi.waitFor(() => expect(seen).toEqual(['a open', 'b open']));

      await expect(
        whileSigningOut(async () => {
          openEventStream('/api/spaces/s3/events', recorder(seen, 'c'));
          closedByOwner.close();
          throw new Error('offline');
        }),
      ).rejects.toThrow('offline');
      await later();

      expect(seen).toEqual(['a open', 'b open', 'a error', 'c error']);
      expect(requests).toHaveLength(2);
      // The next stream opens as usual.
      openEventStream('/api/spaces/s1/events', recorder(seen, 'd'));
      await vi.waitFor(() => expect(seen).toContain('d open'));
    });

    it('on the web, closes the EventSources before the request leaves', async () => {
      const { openEventStream, whileSigningOut } = await load('');
      const sources: { closed: boolean }[] = [];
      vi.stubGlobal(
        'EventSource',
        class {
          closed = false;
          constructor() {
            sources.push(this);
          }
          addEventListener() {}
          close() {
            this.closed = true;
          }
        },
      );
      const onError = vi.fn();
      openEventStream('/api/spaces/s1/events', {
        onOpen: vi.fn(),
        onMessage: vi.fn(),
        onAccessEnded: vi.fn(),
        onError,
      });
      let closedWhenSent = false;
      await whileSigningOut(async () => {
        closedWhenSent = sources[0]!.closed;
      });
      expect(closedWhenSent).toBe(true);
      expect(sources).toHaveLength(1);
      expect(onError).not.toHaveBeenCalled();
    });
  });
});
