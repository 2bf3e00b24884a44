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
  const loaded = loadIndexFromJson(JSON.parse(fs.readFileSync(path.resolve(indexFile), 'utf8')) as SerializedSearchIndex);
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
