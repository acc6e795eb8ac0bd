/**
 * Stands in for React Router's server build (a module only `react-router build` makes) so
 * integration tests can import the worker entry; it serves the API there, never a page.
 */
export {};
