/** Public site shell, home and forms. Owned by the public-site feature. */
export default {};
