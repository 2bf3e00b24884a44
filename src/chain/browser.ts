/**
 * Entry point of the chain code for the browser. The widgets load this module
 * with a dynamic import, so viem is downloaded only by pages that show a
 * widget, and only after the static page has rendered.
 */
export {getEntry} from './addressBook';
export {createChainReader, type ChainReader} from './client';
export {resolveEnsName} from './ens';
export {readSafe, readTotalSupply, verifyEntry, type SafeConfig, type VerifyResult} from './verify';
export {ChainError, toChainError} from './errors';
