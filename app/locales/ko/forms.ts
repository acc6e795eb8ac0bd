/** Namespace "forms". */
export default {};
