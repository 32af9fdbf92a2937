/**
 * The link of a company's website. Companies type 'www.exemplo.com.br' as often as a full
 * address; without a scheme the browser would read it as a path of the portal.
 */
export function enderecoWeb(webSite: string | null | undefined): string | null {
  const site = webSite?.trim();
  if (!site) return null;
  if (/^https?:\/\//i.test(site)) return site;
  // Anything else with a scheme (javascript:, data:) is not a website and gets no link.
  if (/^[a-z][a-z\d+.-]*:/i.test(site) && !/^[^:]+:\d/.test(site)) return null;
  return `https://${site}`;
}
