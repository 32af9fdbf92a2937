/**
 * The token of an e-mail link travels after `#`: browsers never send that part to a server, so it
 * stays out of access logs and Referer headers.
 */
export const tokenDoLink = (hash: string = window.location.hash): string =>
  decodeURIComponent(hash.replace(/^#/, ''));
