import { useState } from 'react';
import { Text } from '@mantine/core';
import { primeiroNome, saudacao } from '@portal/domain';
import classes from './saudacao-usuario.module.css';

interface SaudacaoUsuarioProps {
  nome: string;
  /** Dark text, for the white dropdown of narrow screens; elsewhere the colour of its button. */
  escura?: boolean;
}

/** "Bom dia, Ana": the hour is read once per mount, enough for a greeting. */
export function SaudacaoUsuario({ nome, escura = false }: SaudacaoUsuarioProps) {
  const [agora] = useState(() => new Date());
  return (
    <Text c={escura ? 'azulSp.9' : 'inherit'} size="sm" style={{ whiteSpace: 'nowrap' }}>
      {saudacao(agora)} <strong className={classes.nome}>{primeiroNome(nome)}</strong>
    </Text>
  );
}
