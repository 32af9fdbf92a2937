import { Loader, LoadingOverlay, Stack, Text, VisuallyHidden } from '@mantine/core';

interface SobreposicaoCarregandoProps {
  /** What is happening ('Enviando 2/5 arquivos...'); null when nothing is. */
  mensagem: string | null;
}

/**
 * The spinner over the whole page during a transfer: clicks wait for it, and the progress is
 * read out by screen readers from a live region that is always in the page.
 */
export function SobreposicaoCarregando({ mensagem }: SobreposicaoCarregandoProps) {
  return (
    <>
      <VisuallyHidden role="status" aria-live="polite">
        {mensagem ?? ''}
      </VisuallyHidden>
      <LoadingOverlay
        visible={mensagem !== null}
        pos="fixed"
        zIndex={400}
        overlayProps={{ blur: 1 }}
        loaderProps={{
          children: (
            <Stack align="center" gap="sm" aria-hidden="true">
              <Loader />
              <Text fw={600} c="azulSp.9">
                {mensagem}
              </Text>
            </Stack>
          ),
        }}
      />
    </>
  );
}
