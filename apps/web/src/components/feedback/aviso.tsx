import { Alert } from '@mantine/core';
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
    </Alert>
  );
}
