import { Center, Loader, VisuallyHidden } from '@mantine/core';

/** Shown while a lazy area's code arrives on the first visit. */
export function CarregandoPagina() {
  return (
    <Center py={96} role="status">
      <Loader aria-hidden="true" />
      <VisuallyHidden>Carregando página…</VisuallyHidden>
    </Center>
  );
}
