import { List, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
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

/** The hint as one sentence, read by screen readers with the field (the list is visual). */
export const TEXTO_DICA_SENHA = `A senha deve conter: ${ITENS.map((i) => i.texto).join(', ')}.`;

export function DicaSenha({ senha }: { senha: string }) {
  return (
    <div aria-hidden="true">
      <Text size="sm" c="dimmed" mb={4}>
        A senha deve conter:
      </Text>
      <List size="sm" spacing={2} center>
        {ITENS.map(({ texto, atende }) => {
          const ok = atende(senha);
          return (
            <List.Item
              key={texto}
              c={ok ? 'teal.9' : 'dimmed'}
              icon={
                <ThemeIcon size={18} radius="xl" color={ok ? 'teal.7' : 'gray.3'} variant="filled">
                  {ok ? (
                    <IconCheck size={12} aria-hidden="true" />
                  ) : (
                    <IconPoint size={12} aria-hidden="true" />
                  )}
                </ThemeIcon>
              }
            >
              {texto}
              {ok && <VisuallyHidden> (atendido)</VisuallyHidden>}
            </List.Item>
          );
        })}
      </List>
    </div>
  );
}
