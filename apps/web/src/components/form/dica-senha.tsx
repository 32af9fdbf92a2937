import { List, Loader, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconPoint } from '@tabler/icons-react';
import { CARACTERES_ESPECIAIS_SENHA, LIMITES } from '@portal/domain';

const temEspecial = (senha: string) =>
  [...senha].some((c) => CARACTERES_ESPECIAIS_SENHA.includes(c));

/** The items of the password hint of spec §5, each ticked as the typed password meets it. */
const ITENS: readonly { texto: string; atende: (senha: string) => boolean }[] = [
  {
    texto: `${LIMITES.senhaMinimo} caracteres ou mais`,
    atende: (s) => s.length >= LIMITES.senhaMinimo,
  },
  { texto: 'um número', atende: (s) => /\d/.test(s) },
  { texto: `um caractere especial (${CARACTERES_ESPECIAIS_SENHA})`, atende: temEspecial },
  { texto: 'uma letra minúscula', atende: (s) => /[a-z]/.test(s) },
  { texto: 'uma letra maiúscula', atende: (s) => /[A-Z]/.test(s) },
];

/** The server's last rule, met only when the dictionary check says the password is not easy. */
const ITEM_SENHA_FACIL =
  'não ser fácil de adivinhar: nada de senha comum, sequência, data ou nome seu ou da empresa';

/** The hint as one sentence, read by screen readers with the field (the list is visual). */
export const TEXTO_DICA_SENHA = `A senha deve conter: ${ITENS.map((i) => i.texto).join(', ')}; e ${ITEM_SENHA_FACIL}.`;

type Situacao = 'atendido' | 'pendente' | 'verificando';

function ItemDica({ texto, situacao }: { texto: string; situacao: Situacao }) {
  const ok = situacao === 'atendido';
  return (
    <List.Item
      c={ok ? 'teal.9' : 'dimmed'}
      icon={
        situacao === 'verificando' ? (
          <Loader size={18} color="gray" aria-hidden="true" />
        ) : (
          <ThemeIcon size={18} radius="xl" color={ok ? 'teal.7' : 'gray.3'} variant="filled">
            {ok ? (
              <IconCheck size={12} aria-hidden="true" />
            ) : (
              <IconPoint size={12} aria-hidden="true" />
            )}
          </ThemeIcon>
        )
      }
    >
      {texto}
      {ok && <VisuallyHidden> (atendido)</VisuallyHidden>}
      {situacao === 'verificando' && (
        <Text span size="sm" c="dimmed">
          {' '}
          (verificando…)
        </Text>
      )}
    </List.Item>
  );
}

export function DicaSenha({
  senha,
  senhaFacil,
}: {
  senha: string;
  /** The dictionary's verdict, or 'verificando' while it downloads. */
  senhaFacil: boolean | 'verificando';
}) {
  // An empty password meets nothing: no need to wait for the dictionary to say so.
  const situacaoFacil: Situacao =
    senha === '' || senhaFacil === true
      ? 'pendente'
      : senhaFacil === 'verificando'
        ? 'verificando'
        : 'atendido';
  return (
    <div aria-hidden="true">
      <Text size="sm" c="dimmed" mb={4}>
        A senha deve conter:
      </Text>
      <List size="sm" spacing={2} center>
        {ITENS.map(({ texto, atende }) => (
          <ItemDica key={texto} texto={texto} situacao={atende(senha) ? 'atendido' : 'pendente'} />
        ))}
        <ItemDica texto={ITEM_SENHA_FACIL} situacao={situacaoFacil} />
      </List>
    </div>
  );
}
