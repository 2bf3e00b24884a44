/**
 * The page's RPC requests and the position finder's data-service requests, sent from a dedicated worker. Chromium logs every
 * request of a page that cannot connect (refused, no DNS lookup, blocked) as
 * a console error, so a reader whose RPC nodes are down or blocked got one
 * per chain, and audits counted each against the page; a worker's requests
 * are not logged in the page's console. The failure still shows where the
 * reader looks: each widget says why it could not verify.
 *
 * Only the HTTP exchange moves. viem runs in the page and gets a `Response`,
 * or the worker's fetch error as the page's fetch would throw it (a
 * `TypeError`), so its retries, timeouts and the mapping to `ChainError`
 * (`./errors`) work as before. When the worker cannot start, requests go
 * through the page's own fetch.
 */

/** The `fetchFn` viem's HTTP transport takes. */
export type FetchFn = (input: string | URL | Request, init?: RequestInit) => Promise<Response>;

/** What both sides of the exchange need of a `Worker`, of the worker's global scope and of a `MessagePort`. */
export interface MessageEndpoint {
  postMessage(message: unknown, transfer?: Transferable[]): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  addEventListener(type: 'error', listener: (event: Event) => void): void;
}

interface FetchRequest {
  readonly id: number;
  readonly url: string;
  readonly method: string;
  readonly headers: Record<string, string>;
  readonly body: string | null;
}

interface FetchAbort {
  readonly id: number;
  readonly abort: true;
}

type FetchReply =
  | {
      readonly id: number;
      readonly response: {status: number; statusText: string; headers: [string, string][]; body: ArrayBuffer};
    }
  | {readonly id: number; readonly error: {name: string; message: string}};

/** Statuses whose response must be built without a body. */
const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304]);

function entriesOf(headers: Headers): [string, string][] {
  const entries: [string, string][] = [];
  headers.forEach((value, name) => entries.push([name, value]));
  return entries;
}

function requestOf(id: number, input: string | URL | Request, init: RequestInit = {}): FetchRequest {
  if (input instanceof Request) throw new TypeError('The RPC worker takes a URL and an init, not a Request');
  if (init.body != null && typeof init.body !== 'string')
    throw new TypeError('The RPC worker sends string bodies only');
  return {
    id,
    url: String(input),
    method: init.method ?? 'GET',
    headers: Object.fromEntries(entriesOf(new Headers(init.headers))),
    body: init.body ?? null,
  };
}

function abortReason(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The request was aborted', 'AbortError');
}

/** The error a fetch in the worker threw, rebuilt in the page with its name and message. */
function rebuiltError({name, message}: {name: string; message: string}): Error {
  if (name === 'TypeError') return new TypeError(message);
  const error = new Error(message);
  error.name = name;
  return error;
}

/**
 * A fetch for viem's transport that sends each request through the worker
 * `startWorker` returns, started on the first request. If the worker cannot
 * be started or reports an error, the requests it had not answered and every
 * later one go through `fallback`.
 */
export function createWorkerFetch(startWorker: () => MessageEndpoint, fallback: FetchFn = fetch): FetchFn {
  let worker: MessageEndpoint | undefined;
  let broken = false;
  let nextId = 0;
  const pending = new Map<
    number,
    {retry: () => Promise<Response>; resolve: (response: Response) => void; reject: (error: unknown) => void}
  >();

  const giveUpOnWorker = () => {
    broken = true;
    for (const [id, request] of pending) {
      pending.delete(id);
      request.retry().then(request.resolve, request.reject);
    }
  };

  const onReply = ({data}: MessageEvent) => {
    const reply = data as FetchReply;
    const request = pending.get(reply.id);
    if (!request) return;
    pending.delete(reply.id);
    if ('error' in reply) {
      request.reject(rebuiltError(reply.error));
      return;
    }
    const {status, statusText, headers, body} = reply.response;
    request.resolve(new Response(NULL_BODY_STATUSES.has(status) ? null : body, {status, statusText, headers}));
  };

  const workerOrNothing = (): MessageEndpoint | undefined => {
    if (broken) return undefined;
    if (!worker) {
      try {
        worker = startWorker();
      } catch {
        broken = true;
        return undefined;
      }
      worker.addEventListener('message', onReply);
      worker.addEventListener('error', giveUpOnWorker);
    }
    return worker;
  };

  return (input, init) => {
    const target = workerOrNothing();
    if (!target) return fallback(input, init);
    const signal = init?.signal ?? undefined;
    if (signal?.aborted) return Promise.reject(abortReason(signal));
    const id = nextId++;
    const message = requestOf(id, input, init);
    return new Promise<Response>((resolve, reject) => {
      pending.set(id, {retry: () => fallback(input, init), resolve, reject});
      signal?.addEventListener(
        'abort',
        () => {
          if (!pending.delete(id)) return;
          target.postMessage({id, abort: true} satisfies FetchAbort);
          reject(abortReason(signal));
        },
        {once: true},
      );
      target.postMessage(message);
    });
  };
}

/**
 * The worker's side: answers each request posted to `endpoint` with `fetchImpl`
 * and sends the response's status, headers and body back (the body
 * transferred, not copied), or the error the fetch threw.
 */
export function serveFetchRequests(endpoint: MessageEndpoint, fetchImpl: FetchFn = fetch): void {
  const running = new Map<number, AbortController>();
  endpoint.addEventListener('message', ({data}: MessageEvent) => {
    const message = data as FetchRequest | FetchAbort;
    if ('abort' in message) {
      running.get(message.id)?.abort();
      return;
    }
    const controller = new AbortController();
    running.set(message.id, controller);
    const {id, url, method, headers, body} = message;
    fetchImpl(url, {method, headers, body, signal: controller.signal})
      .then(async (response) => {
        const responseBody = await response.arrayBuffer();
        const reply: FetchReply = {
          id,
          response: {
            status: response.status,
            statusText: response.statusText,
            headers: entriesOf(response.headers),
            body: responseBody,
          },
        };
        endpoint.postMessage(reply, [responseBody]);
      })
      .catch((error: unknown) => {
        // An aborted request has already been settled in the page.
        if (controller.signal.aborted) return;
        const {name, message: text} = error instanceof Error ? error : {name: 'Error', message: String(error)};
        endpoint.postMessage({id, error: {name, message: text}} satisfies FetchReply);
      })
      .finally(() => running.delete(id));
  });
}
