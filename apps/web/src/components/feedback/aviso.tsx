import { Alert, Anchor, Group, List, Text, ThemeIcon } from '@mantine/core';
import { Link } from 'react-router';
import {
  IconAlertTriangle,
  IconCircleCheck,
  IconCircleX,
  IconInfoCircle,
} from '@tabler/icons-react';

/** A message for the user: the portal's one way to notify (success, error, warning, info). */
export interface AvisoDados {
  tipo: 'sucesso' | 'erro' | 'atencao' | 'info';
  mensagem: string;
  /** What happened, when the kind's generic title ("Tudo certo") would say less. */
  titulo?: string;
  /** A second fact on a line of its own, with its own colour (a signature's verdict, say). */
  detalhe?: { tipo: AvisoDados['tipo']; texto: string };
  /** Where to act on it, one link each (the fields a solution still lacks, say). */
  links?: readonly { rotulo: string; href: string }[];
}

const ESTILO = {
  sucesso: { color: 'teal', Icone: IconCircleCheck, titulo: 'Tudo certo' },
  erro: { color: 'red', Icone: IconCircleX, titulo: 'Atenção' },
  atencao: { color: 'yellow', Icone: IconAlertTriangle, titulo: 'Atenção' },
  info: { color: 'azulSp', Icone: IconInfoCircle, titulo: 'Informação' },
} as const;

interface AvisoProps {
  aviso: AvisoDados | null;
  onFechar?: () => void;
}

/** Errors interrupt screen readers (role alert); the rest are announced politely. */
export function Aviso({ aviso, onFechar }: AvisoProps) {
  if (!aviso) return null;
  const { color, Icone, titulo } = ESTILO[aviso.tipo];
  const detalhe = aviso.detalhe && ESTILO[aviso.detalhe.tipo];
  return (
    <Alert
      role={aviso.tipo === 'erro' ? 'alert' : 'status'}
      color={color}
      variant="light"
      title={aviso.titulo ?? titulo}
      icon={<Icone aria-hidden="true" />}
      withCloseButton={onFechar !== undefined}
      closeButtonLabel="Fechar aviso"
      onClose={onFechar}
    >
      {aviso.mensagem}
      {aviso.detalhe && detalhe && (
        <Group gap={6} mt="xs" wrap="nowrap" align="flex-start" data-detalhe={aviso.detalhe.tipo}>
          <ThemeIcon size={20} radius="xl" variant="light" color={detalhe.color} aria-hidden="true">
            <detalhe.Icone size={14} />
          </ThemeIcon>
          <Text size="sm" fw={600}>
            {aviso.detalhe.texto}
          </Text>
        </Group>
      )}
      {aviso.links && aviso.links.length > 0 && (
        <List size="sm" mt="xs" spacing={2}>
          {aviso.links.map(({ rotulo, href }) => (
            <List.Item key={href}>
              <Anchor component={Link} to={href} size="sm" fw={600}>
                {rotulo}
              </Anchor>
            </List.Item>
          ))}
        </List>
      )}
    </Alert>
  );
}
