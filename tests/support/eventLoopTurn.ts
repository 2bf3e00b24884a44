/**
 * Gives the worker's event loop one turn after every test. Vitest runs a file's tests in one chain of
 * promises, so hundreds of short synchronous tests never let the worker read the answers to its own
 * reports to the main process; on a busy machine such a file passed 60 s without a turn and Vitest
 * failed the run with `Timeout calling "onTaskUpdate"` although every test passed.
 */
import {afterEach} from 'vitest';

afterEach(() => new Promise<void>((resolve) => setImmediate(resolve)));
