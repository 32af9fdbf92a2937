import { Button, Group, Modal, type ModalProps } from '@mantine/core';

interface DialogoProps extends ModalProps {
  /** A smaller title, for dialogs that sit over another or ask one short question. */
  tituloMenor?: boolean;
}

/** The portal's dialog: centred, its close button named, its title in the programme's blue. */
export function Dialogo({ tituloMenor = false, ...props }: DialogoProps) {
  return (
    <Modal
      centered
      closeButtonProps={{ 'aria-label': 'Fechar' }}
      {...props}
      styles={{
        title: {
          fontWeight: 700,
          fontSize: tituloMenor ? '1.15rem' : '1.25rem',
          color: 'var(--mantine-color-azulSp-9)',
        },
      }}
    />
  );
}

/** Cancel and submit at the foot of a dialog's form. */
export function AcoesDialogo({
  onCancelar,
  enviando,
}: {
  onCancelar: () => void;
  enviando: boolean;
}) {
  return (
    <Group justify="flex-end" gap="sm">
      <Button variant="default" onClick={onCancelar}>
        Cancelar
      </Button>
      <Button type="submit" loading={enviando}>
        Confirmar
      </Button>
    </Group>
  );
}
