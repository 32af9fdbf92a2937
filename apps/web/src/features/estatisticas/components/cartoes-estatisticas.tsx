import { SimpleGrid } from '@mantine/core';
import { IconBuildingFactory2, IconBulb, IconSignature } from '@tabler/icons-react';
import type { Estatisticas } from '@portal/domain';
import { CartaoEstatistica } from './cartao-estatistica';

/** The three totals of spec §3 'Statistics', each big enough to read across the room. */
export function CartoesEstatisticas({ estatisticas }: { estatisticas: Estatisticas | undefined }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
      <CartaoEstatistica
        rotulo="Empresas cadastradas"
        valor={estatisticas?.totalEmpresas}
        icone={<IconBuildingFactory2 size={26} />}
        cor="azulSp"
      />
      <CartaoEstatistica
        rotulo="Soluções cadastradas"
        valor={estatisticas?.totalPropostas}
        icone={<IconBulb size={26} />}
        cor="orange"
      />
      <CartaoEstatistica
        rotulo="PDFs assinados recebidos"
        valor={estatisticas?.totalPropostasPdfAssinados}
        icone={<IconSignature size={26} />}
        cor="teal"
      />
    </SimpleGrid>
  );
}
