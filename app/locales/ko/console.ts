/** Console (manager) screens. Owned by the console feature. */
export default {};
