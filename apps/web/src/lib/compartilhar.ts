export interface LinkCompartilhamento {
  rede: 'whatsapp' | 'linkedin' | 'facebook' | 'x' | 'email';
  rotulo: string;
  href: string;
}

const enc = encodeURIComponent;

/** The share targets of the public pages, built from the page's own address. */
export function linksCompartilhamento(url: string, texto: string): LinkCompartilhamento[] {
  return [
    {
      rede: 'whatsapp',
      rotulo: 'Compartilhar no WhatsApp',
      href: `https://wa.me/?text=${enc(`${texto} ${url}`)}`,
    },
    {
      rede: 'linkedin',
      rotulo: 'Compartilhar no LinkedIn',
      href: `https://www.linkedin.com/sharing/share-offsite/?url=${enc(url)}`,
    },
    {
      rede: 'facebook',
      rotulo: 'Compartilhar no Facebook',
      href: `https://www.facebook.com/sharer/sharer.php?u=${enc(url)}`,
    },
    {
      rede: 'x',
      rotulo: 'Compartilhar no X',
      href: `https://x.com/intent/post?url=${enc(url)}&text=${enc(texto)}`,
    },
    {
      rede: 'email',
      rotulo: 'Compartilhar por e-mail',
      href: `mailto:?subject=${enc(texto)}&body=${enc(`${texto}\n\n${url}`)}`,
    },
  ];
}
