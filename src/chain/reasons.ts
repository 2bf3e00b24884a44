/**
 * Reasons the widgets show that they also need before the chain code loads
 * (the address summary reserves room for the longest it shows), so no viem
 * here.
 */

/** A node that refused the connection or could not be reached at all (`NetworkError`). */
export const UNREACHABLE_REASON = 'the RPC node could not be reached';
