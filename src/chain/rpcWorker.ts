/**
 * The dedicated worker the page's RPC requests are sent from (see
 * `./workerFetch`). `./browser` starts it; it imports nothing else.
 */
import {serveFetchRequests, type MessageEndpoint} from './workerFetch';

// The worker's global scope; the project's types describe a window.
serveFetchRequests(self as unknown as MessageEndpoint);
