/** Namespace "auth". */
export default {};
