import { createContext, useContext } from 'react';

/**
 * The site's address (scheme, host and port) as the visitor sees it. The browser knows it from
 * `window.location`; a page rendered on the server learns it from the request, so both render
 * the same share links.
 */
export const OrigemSite = createContext('');

export const useOrigemSite = () => useContext(OrigemSite);
