import { Alert, Anchor, List } from '@mantine/core';
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
  return (
    <Alert
      role={aviso.tipo === 'erro' ? 'alert' : 'status'}
      color={color}
      variant="light"
      title={titulo}
      icon={<Icone aria-hidden="true" />}
      withCloseButton={onFechar !== undefined}
      closeButtonLabel="Fechar aviso"
      onClose={onFechar}
    >
      {aviso.mensagem}
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
