/**
 * Stand-ins on loopback for the vault data API (Kong's per-chain vault list)
 * and the price service (yDaemon's prices), on the ports the e2e build names
 * (`localServiceEnv()`). A test sets the mode of each: answering, down
 * (connection closed at once), never answering, or answering nonsense.
 */
import http from 'node:http';
import type {AddressInfo} from 'node:net';

export type ServiceMode = 'ok' | 'down' | 'timeout' | 'nonsense';

export interface FakeServiceData {
  /** Kong list items by chain id. */
  readonly vaults: Readonly<Record<number, readonly Record<string, unknown>[]>>;
  /** USD prices by chain id, then checksummed token address. */
  readonly prices: Readonly<Record<number, Readonly<Record<string, number>>>>;
}

export class FakeDataServices {
  dataMode: ServiceMode = 'ok';
  priceMode: ServiceMode = 'ok';
  /** Every path asked, for the tests' own checks. */
  readonly asked: string[] = [];
  private readonly servers: http.Server[] = [];

  private constructor(private readonly data: FakeServiceData) {}

  static async start(data: FakeServiceData, dataPort: number, pricePort: number): Promise<FakeDataServices> {
    const services = new FakeDataServices(data);
    await services.listen(dataPort, 'data');
    await services.listen(pricePort, 'price');
    return services;
  }

  async stop(): Promise<void> {
    await Promise.all(
      this.servers.map((server) => {
        server.closeAllConnections();
        return new Promise((resolve) => server.close(resolve));
      }),
    );
  }

  private listen(port: number, which: 'data' | 'price'): Promise<AddressInfo> {
    const server = http.createServer((request, response) => this.answer(which, request, response));
    this.servers.push(server);
    return new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve(server.address() as AddressInfo));
    });
  }

  private answer(which: 'data' | 'price', request: http.IncomingMessage, response: http.ServerResponse) {
    const path = request.url ?? '/';
    this.asked.push(`${which} ${path}`);
    const mode = which === 'data' ? this.dataMode : this.priceMode;
    if (mode === 'down') {
      request.socket.destroy();
      return;
    }
    if (mode === 'timeout') return; // never answers; the page's own time limit must end the wait
    const send = (status: number, body: string) => {
      response.writeHead(status, {'content-type': 'application/json', 'access-control-allow-origin': '*'});
      response.end(body);
    };
    if (mode === 'nonsense') return send(200, which === 'data' ? '{"vaults": "soon"' : '[["?"]]');
    const list = /^\/api\/rest\/list\/vaults\/(\d+)$/.exec(path);
    if (which === 'data' && list) return send(200, JSON.stringify(this.data.vaults[Number(list[1])] ?? []));
    const prices = /^\/(\d+)\/prices\/some\/([^?]+)\?humanized=true$/.exec(path);
    if (which === 'price' && prices) {
      const known = this.data.prices[Number(prices[1])] ?? {};
      // As yDaemon does: every asked address, 0 where no price is known.
      const body = Object.fromEntries(prices[2]!.split(',').map((address) => [address, known[address] ?? 0]));
      return send(200, JSON.stringify(body));
    }
    send(404, '"not found"');
  }
}
