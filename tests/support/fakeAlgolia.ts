/**
 * A local stand-in for Algolia's search API: answers the multi-query POST
 * (/1/indexes/*\/queries) from the site's own built index, so Algolia mode is
 * tested with realistic hits and without the network. It records each request
 * for assertions.
 */
import fs from 'node:fs';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import path from 'node:path';

import {loadIndexFromJson, searchLocalIndex, type SearchRequest} from '../../src/search/localClient';
import type {SerializedSearchIndex} from '../../src/search/types';

export interface ReceivedRequest {
  readonly path: string;
  readonly query: URLSearchParams;
  readonly body: {requests: SearchRequest[]};
}

export interface FakeAlgolia {
  readonly origin: string;
  readonly received: ReceivedRequest[];
  close(): Promise<void>;
}

export async function startFakeAlgolia(indexFile: string, siteUrl: string): Promise<FakeAlgolia> {
  const loaded = loadIndexFromJson(
    JSON.parse(fs.readFileSync(path.resolve(indexFile), 'utf8')) as SerializedSearchIndex,
  );
  const received: ReceivedRequest[] = [];
  const server = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://127.0.0.1');
      if (request.method !== 'POST' || url.pathname !== '/1/indexes/*/queries') {
        response.writeHead(404, {'content-type': 'application/json'}).end('{"message":"not found"}');
        return;
      }
      const body = JSON.parse(raw) as {requests: SearchRequest[]};
      received.push({path: url.pathname, query: url.searchParams, body});
      const results = body.requests.map((one) => {
        const result = searchLocalIndex(loaded, one);
        // A hosted index stores absolute URLs.
        return {...result, hits: result.hits.map((hit) => ({...hit, url: `${siteUrl}${hit.url}`}))};
      });
      response
        .writeHead(200, {'content-type': 'application/json', 'access-control-allow-origin': '*'})
        .end(JSON.stringify({results}));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The write side of Algolia's API, as far as replacing an index's records needs it. */
export interface FakeAlgoliaIndexes {
  readonly origin: string;
  /** Records of an index, by name; undefined when the index does not exist. */
  records(indexName: string): readonly Record<string, unknown>[] | undefined;
  /** Index names that exist. */
  names(): string[];
  close(): Promise<void>;
}

/**
 * A local stand-in for the Algolia calls of `replaceAllObjects`: copy and
 * move operations, batches of added records, task status and index deletion.
 * Requests with another key than `adminKey` get Algolia's 403; with `hang`,
 * no request is ever answered (a host that times out).
 */
export async function startFakeAlgoliaIndexes(options: {
  adminKey: string;
  initial?: Record<string, Record<string, unknown>[]>;
  hang?: boolean;
}): Promise<FakeAlgoliaIndexes> {
  const indexes = new Map<string, Record<string, unknown>[]>(Object.entries(options.initial ?? {}));
  let task = 0;
  const server = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      if (options.hang) return;
      const send = (status: number, body: unknown) =>
        response.writeHead(status, {'content-type': 'application/json'}).end(JSON.stringify(body));
      if (request.headers['x-algolia-api-key'] !== options.adminKey) {
        send(403, {message: 'Invalid Application-ID or API key', status: 403});
        return;
      }
      const url = new URL(request.url ?? '/', 'http://127.0.0.1');
      const match = /^\/1\/indexes\/([^/]+)(?:\/(operation|batch|task)(?:\/(\d+))?)?$/.exec(url.pathname);
      const name = match ? decodeURIComponent(match[1]!) : '';
      const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
      const taskID = ++task;
      if (match?.[2] === 'operation' && request.method === 'POST') {
        const destination = String(body.destination);
        // A copy limited to settings, rules and synonyms leaves the destination's records as they are.
        if (body.operation === 'copy')
          indexes.set(
            destination,
            Array.isArray(body.scope) ? (indexes.get(destination) ?? []) : [...(indexes.get(name) ?? [])],
          );
        else {
          indexes.set(destination, indexes.get(name) ?? []);
          indexes.delete(name);
        }
        send(200, {taskID, updatedAt: new Date().toISOString()});
      } else if (match?.[2] === 'batch' && request.method === 'POST') {
        const added = (body.requests as {action: string; body: Record<string, unknown>}[]).map((one) => one.body);
        indexes.set(name, [...(indexes.get(name) ?? []), ...added]);
        send(200, {taskID, objectIDs: added.map((record) => String(record.objectID))});
      } else if (match?.[2] === 'task' && request.method === 'GET') {
        send(200, {status: 'published', pendingTask: false});
      } else if (match && !match[2] && request.method === 'DELETE') {
        indexes.delete(name);
        send(200, {taskID, deletedAt: new Date().toISOString()});
      } else {
        send(404, {message: `not found: ${request.method} ${url.pathname}`, status: 404});
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as AddressInfo;
  return {
    origin: `127.0.0.1:${port}`,
    records: (indexName) => indexes.get(indexName),
    names: () => [...indexes.keys()].sort(),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
