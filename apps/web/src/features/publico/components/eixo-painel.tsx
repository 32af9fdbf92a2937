import { Button, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { idCadernoTecnico, idsTermosReferencia, type Eixo } from '@portal/domain';
import { Link } from 'react-router';
import { DocumentoLink } from '@/components/documentos/documento-link';
import { CONTEUDO_EIXOS } from '../content/eixos-conteudo';
import classes from './publico.module.css';

/** One axis for municipal managers: what it covers, its technical notebook and model documents. */
export function EixoPainel({ eixo }: { eixo: Eixo }) {
  return (
    <Stack gap="lg" pt="xl">
      <div>
        <Title order={3} c="azulSp.9">
          {eixo.descricao}
        </Title>
        <Text mt="sm" className={classes.texto}>
          {CONTEUDO_EIXOS[eixo.id]?.paraMunicipios}
        </Text>
      </div>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" style={{ alignItems: 'center' }}>
        <DocumentoLink id={idCadernoTecnico(eixo.id)} />
        <div>
          <Button
            component={Link}
            to={`/solutions?eixo=${eixo.id}`}
            size="md"
            leftSection={<IconSearch size={18} aria-hidden="true" />}
          >
            Ver soluções
          </Button>
        </div>
      </SimpleGrid>

      <div>
        <Title order={4} mb="sm">
          Modelos de termo de referência
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {idsTermosReferencia(eixo.id).map((id) => (
            <DocumentoLink key={id} id={id} />
          ))}
        </SimpleGrid>
      </div>
    </Stack>
  );
}
