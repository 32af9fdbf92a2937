import {
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandLinkedin,
  IconBrandX,
  IconBrandYoutube,
  type Icon,
} from '@tabler/icons-react';

export interface RedeSocial {
  rotulo: string;
  href: string;
  Icone: Icon;
}

/** The state government's official profiles, as linked from the sp.gov.br portals. */
export const REDES_SOCIAIS_GOVERNO: readonly RedeSocial[] = [
  {
    rotulo: 'Facebook do Governo do Estado de São Paulo',
    href: 'https://www.facebook.com/governosp',
    Icone: IconBrandFacebook,
  },
  {
    rotulo: 'Instagram do Governo do Estado de São Paulo',
    href: 'https://www.instagram.com/governosp',
    Icone: IconBrandInstagram,
  },
  {
    rotulo: 'X (antigo Twitter) do Governo do Estado de São Paulo',
    href: 'https://x.com/governosp',
    Icone: IconBrandX,
  },
  {
    rotulo: 'YouTube do Governo do Estado de São Paulo',
    href: 'https://www.youtube.com/@governosp',
    Icone: IconBrandYoutube,
  },
  {
    rotulo: 'LinkedIn do Governo do Estado de São Paulo',
    href: 'https://www.linkedin.com/company/governosp',
    Icone: IconBrandLinkedin,
  },
];
