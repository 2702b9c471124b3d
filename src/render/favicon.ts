/** The site icon: the logo's three partitions read up to their offsets (written to dist/favicon.svg). */
export const faviconSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#12161c"/><g fill="#f7f6f2"><rect x="6" y="8" width="12" height="4" rx="1"/><rect x="6" y="14" width="16" height="4" rx="1"/><rect x="6" y="20" width="8" height="4" rx="1"/></g><g fill="#ff6d33"><rect x="19.5" y="8" width="4" height="4" rx="1"/><rect x="23.5" y="14" width="4" height="4" rx="1"/><rect x="15.5" y="20" width="4" height="4" rx="1"/></g></svg>
`;
