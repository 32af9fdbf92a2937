import { useState } from 'react';
import { Text } from '@mantine/core';
import { primeiroNome, saudacao } from './itens-menu';

/** "Bom dia, Ana": the hour is read once per mount, enough for a greeting. */
export function SaudacaoUsuario({ nome }: { nome: string }) {
  const [agora] = useState(() => new Date());
  return (
    <Text c="white" size="sm">
      {saudacao(agora)} <strong>{primeiroNome(nome)}</strong>
    </Text>
  );
}
