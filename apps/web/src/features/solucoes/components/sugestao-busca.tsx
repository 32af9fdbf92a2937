import { Anchor, Text } from '@mantine/core';

interface SugestaoBuscaProps {
  sugestao: string;
  onBuscar: (busca: string) => void;
}

/** "Você quis dizer": the corrected search whose results are shown, as a link that searches it. */
export function SugestaoBusca({ sugestao, onBuscar }: SugestaoBuscaProps) {
  return (
    <Text size="sm">
      Você quis dizer:{' '}
      <Anchor
        component="button"
        type="button"
        fw={700}
        fz="sm"
        onClick={() => onBuscar(sugestao)}
        style={{ minHeight: 24 }}
      >
        {sugestao}
      </Anchor>
      ? Mostramos os resultados dessa busca.
    </Text>
  );
}
