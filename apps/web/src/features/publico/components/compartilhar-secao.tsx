import { Button, Group, Text } from '@mantine/core';
import {
  IconBrandFacebook,
  IconBrandLinkedin,
  IconBrandWhatsapp,
  IconBrandX,
  IconMail,
  type Icon,
} from '@tabler/icons-react';
import { useLocation } from 'react-router';
import { linksCompartilhamento, type LinkCompartilhamento } from '@/lib/compartilhar';
import { useOrigemSite } from '@/lib/origem-site';
import { SUBTITULO_PORTAL } from '@/lib/site';
import { Secao } from './secao';

const REDES: Record<LinkCompartilhamento['rede'], { nome: string; Icone: Icon }> = {
  whatsapp: { nome: 'WhatsApp', Icone: IconBrandWhatsapp },
  linkedin: { nome: 'LinkedIn', Icone: IconBrandLinkedin },
  facebook: { nome: 'Facebook', Icone: IconBrandFacebook },
  x: { nome: 'X', Icone: IconBrandX },
  email: { nome: 'E-mail', Icone: IconMail },
};

/** Share buttons pointing at the page being read (address without query or hash). */
export function CompartilharSecao() {
  const { pathname } = useLocation();
  const url = `${useOrigemSite()}${pathname}`;

  return (
    <Secao id="compartilhe" titulo="Compartilhe">
      <Text mb="md">Ajude a divulgar a chamada entre empresas e gestores públicos.</Text>
      <Group component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
        {linksCompartilhamento(url, SUBTITULO_PORTAL).map(({ rede, rotulo, href }) => {
          const { nome, Icone } = REDES[rede];
          // mailto opens the mail program, not a page, so it stays in the same tab.
          const novaAba = rede === 'email' ? {} : { target: '_blank', rel: 'noopener noreferrer' };
          return (
            <li key={rede}>
              <Button
                component="a"
                href={href}
                {...novaAba}
                aria-label={rotulo}
                variant="default"
                leftSection={<Icone size={20} aria-hidden="true" />}
              >
                {nome}
              </Button>
            </li>
          );
        })}
      </Group>
    </Secao>
  );
}
