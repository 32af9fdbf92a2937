import { Button, Group, Text } from '@mantine/core';
import { IconFileTypeHtml, IconJson } from '@tabler/icons-react';
import { formatarDataHora } from '@portal/domain';
import { SecaoTitulada } from '@/components/leitura/secao-titulada';
import { DOWNLOADS_MEUS_DADOS } from '../api/meus-dados';

/** The copy to take away (LGPD art. 18, II and V): for another system and for a person. */
export function BaixarMeusDados({ geradoEm }: { geradoEm: string }) {
  return (
    <SecaoTitulada
      titulo="Baixar uma cópia"
      nivel={2}
      descricao="Tudo o que está nesta página, num arquivo que outro sistema lê (JSON) ou numa página para ler ou imprimir (HTML)."
    >
      <Group gap="sm">
        <Button
          component="a"
          href={DOWNLOADS_MEUS_DADOS.json}
          download
          leftSection={<IconJson size={18} aria-hidden="true" />}
        >
          Baixar meus dados (JSON)
        </Button>
        <Button
          component="a"
          href={DOWNLOADS_MEUS_DADOS.html}
          download
          variant="light"
          leftSection={<IconFileTypeHtml size={18} aria-hidden="true" />}
        >
          Baixar para ler ou imprimir (HTML)
        </Button>
      </Group>
      <Text size="sm" c="gray.7" mt="sm">
        Dados desta página lidos em {formatarDataHora(geradoEm)}.
      </Text>
    </SecaoTitulada>
  );
}
