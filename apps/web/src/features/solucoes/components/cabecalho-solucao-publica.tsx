import { Anchor, Badge, Container, Group, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import {
  formatarData,
  ROTULOS_PARECER,
  ROTULOS_PROPOSTA,
  type SolucaoPublica,
} from '@portal/domain';
import { Link } from 'react-router';
import classes from './cabecalho-solucao-publica.module.css';

interface CabecalhoSolucaoPublicaProps {
  solucao: SolucaoPublica;
  voltarPara: string;
}

/**
 * The solution's heading band: its title as the page's h1, axis, capability, the opinion's
 * outcome and keywords.
 */
export function CabecalhoSolucaoPublica({ solucao, voltarPara }: CabecalhoSolucaoPublicaProps) {
  const { destino, keyWords } = solucao;
  const publicadaEm = formatarData(solucao.publicadaEm);
  return (
    <div className={classes.faixa}>
      <Container size="lg" py={{ base: 24, sm: 36 }}>
        <Anchor component={Link} to={voltarPara} size="sm" fw={600} className={classes.voltar}>
          <IconArrowLeft size={16} aria-hidden="true" />
          Voltar às soluções
        </Anchor>
        <Group gap="xs" mt="md">
          <Badge variant="filled" color="azulSp" tt="none" radius="sm">
            {destino.eixoDescricao}
          </Badge>
          <Badge variant="light" color="azulSp" tt="none" radius="sm">
            {destino.capacidadeDescricao}
          </Badge>
          {solucao.parecer && (
            <Badge variant="light" color="teal" c="teal.9" tt="none" radius="sm">
              {ROTULOS_PARECER[solucao.parecer]}
            </Badge>
          )}
        </Group>
        <Title order={1} c="azulSp.9" fz={{ base: 26, sm: 36 }} mt="sm">
          {solucao.titulo}
        </Title>
        <Text mt="sm" maw={820} size="lg" c="gray.8" style={{ whiteSpace: 'pre-line' }}>
          {solucao.descricao}
        </Text>
        {keyWords.length > 0 && (
          <Group gap={6} mt="md" aria-label={ROTULOS_PROPOSTA.keyWords} role="list">
            <Text span size="sm" fw={700} c="gray.8" mr={4}>
              {ROTULOS_PROPOSTA.keyWords}:
            </Text>
            {keyWords.map((palavra) => (
              <Badge
                key={palavra}
                role="listitem"
                variant="outline"
                color="gray"
                tt="none"
                c="gray.9"
              >
                {palavra}
              </Badge>
            ))}
          </Group>
        )}
        {publicadaEm && (
          <Text size="sm" c="dimmed" mt="md">
            Disponibilizada no portal em {publicadaEm}
          </Text>
        )}
      </Container>
    </div>
  );
}
