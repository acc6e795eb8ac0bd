/*
 * The verification routes, without the start schema (./verification-input): the browser
 * imports these for its forms, and importing that module would bring classic zod along
 * (its schemas are built when the module loads, so they cannot be tree-shaken).
 */

/** The verification routes. KCP is told REQUEST_PATH's sibling RESPONSE_PATH as its Ret_URL. */
export const REQUEST_PATH = "/common/kcp/cert/request";
export const RESPONSE_PATH = "/common/kcp/cert/response";
export const SANDBOX_PATH = "/common/kcp/cert/sandbox";
/** The page that sends the browser on to the provider for a started verification (`?id=`). */
export const PROVIDER_PATH = "/common/kcp/cert/provider";

/** The query parameter that carries the verification id back to the return path. */
export const VERIFICATION_PARAM = "verification";
