import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { ROTULOS_PARECER, type SolucaoResumo } from '@portal/domain';
import { Link } from 'react-router';
import { IlustracaoSolucao } from './ilustracao-solucao';
import { TextoDestacado } from './texto-destacado';
import classes from './cartao-solucao.module.css';

interface CartaoSolucaoProps {
  solucao: SolucaoResumo;
  /** The catalogue's search params, so the solution's page can lead back to the same cards. */
  busca: string;
}

/**
 * One published solution in the catalogue: its first photo, title, company, axis, capability,
 * whether its opinion came with a DCT; with a search, the searched words marked in the title and the description.
 */
export function CartaoSolucao({ solucao, busca }: CartaoSolucaoProps) {
  const { titulo, empresa, destino, foto, destaques } = solucao;
  return (
    <Card component="article" withBorder radius="md" padding={0} className={classes.cartao}>
      <div className={classes.imagem}>
        {foto ? (
          <img src={foto.url} alt={titulo} loading="lazy" decoding="async" />
        ) : (
          <IlustracaoSolucao />
        )}
      </div>
      <Stack gap={8} p="md" style={{ flex: 1 }}>
        <Group gap={6}>
          <Badge variant="light" color="azulSp" tt="none" radius="sm">
            {destino.eixoDescricao}
          </Badge>
          {/* Every published solution passed an opinion: the card tells only the one with a DCT. */}
          {solucao.parecer === 'com-dct' && (
            <Badge variant="light" color="teal" c="teal.9" tt="none" radius="sm">
              {ROTULOS_PARECER['com-dct']}
            </Badge>
          )}
        </Group>
        <Title order={2} fz="h4" lh={1.3}>
          <Link
            to={`/solutions/${encodeURIComponent(solucao.id)}`}
            state={{ catalogo: busca }}
            className={classes.titulo}
          >
            <TextoDestacado texto={titulo} trechos={destaques?.titulo} />
          </Link>
        </Title>
        <Text size="sm" fw={600} c="gray.8">
          {empresa.nome}
        </Text>
        <Text size="sm" c="dimmed" lineClamp={3}>
          <TextoDestacado texto={solucao.descricao} trechos={destaques?.descricao} />
        </Text>
        <Text size="sm" mt="auto" pt={4}>
          <Text span fw={700} size="sm">
            Capacidade:
          </Text>{' '}
          {destino.capacidadeDescricao}
        </Text>
      </Stack>
    </Card>
  );
}
