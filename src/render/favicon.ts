/** The site icon: the logo's three currents on the accent colour (written to dist/favicon.svg). */
export const faviconSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#0c6b63"/><g fill="none" stroke="#fff" stroke-width="2.4" stroke-linecap="round"><path d="M7 11c3-2.5 6-2.5 9 0s6 2.5 9 0"/><path d="M7 16.5c3-2.5 6-2.5 9 0s6 2.5 9 0" opacity=".85"/><path d="M7 22c3-2.5 6-2.5 9 0s6 2.5 9 0" opacity=".7"/></g></svg>
`;
