import { SimpleGrid, Text } from '@mantine/core';
import { CATEGORIAS_ANEXO, CONTEXTO_ARQUIVO } from '@portal/domain';
import { SecaoFormulario } from '@/components/form/secao-formulario';
import { CampoAnexos } from './campo-anexos';
import { ParteDaRodada } from './parte-da-rodada';

interface SecaoAnexosProps {
  enviadosPorContexto: Readonly<Record<number, number>>;
}

const grupo = (prefixo: string) => CATEGORIAS_ANEXO.filter((c) => c.caminho.startsWith(prefixo));

const GRUPOS = [
  { titulo: 'Fotos', categorias: grupo('fotos') },
  { titulo: 'Documentos entregues (opcionais)', categorias: grupo('documentosentregues/') },
  { titulo: 'Certificações e prêmios (opcionais)', categorias: grupo('historicosolucao/') },
];

/**
 * The attachments by category (spec §5): photos required until one is sent (to generate the
 * PDF, not to save), the rest optional.
 */
export function SecaoAnexos({ enviadosPorContexto }: SecaoAnexosProps) {
  const semFotos = (enviadosPorContexto[CONTEXTO_ARQUIVO.FOTOS] ?? 0) === 0;
  return (
    <SecaoFormulario
      titulo="Anexos"
      descricao="Os arquivos são enviados, um de cada vez, depois que a solução é salva. Os já enviados ficam no ícone de pasta, no alto do formulário."
    >
      {GRUPOS.map(({ titulo, categorias }) => (
        <div key={titulo}>
          <Text fw={700} c="azulSp.9" mb="xs">
            {titulo}
          </Text>
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            {categorias.map((categoria) => (
              <ParteDaRodada key={categoria.contexto} alvo={`anexos.${categoria.caminho}`}>
                <CampoAnexos
                  categoria={categoria}
                  jaEnviados={enviadosPorContexto[categoria.contexto] ?? 0}
                  obrigatorio={semFotos && categoria.contexto === CONTEXTO_ARQUIVO.FOTOS}
                />
              </ParteDaRodada>
            ))}
          </SimpleGrid>
        </div>
      ))}
    </SecaoFormulario>
  );
}
