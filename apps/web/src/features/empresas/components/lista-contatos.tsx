import { Anchor, Stack, Text } from '@mantine/core';
import { type ContatoEmpresa, ROTULOS_CONFIABILIDADE_GOVBR } from '@portal/domain';
import { telefoneExibido } from '../lib/contatos';

/** A company's contacts: name, a mail link showing the address, and the formatted phone. */
export function ListaContatos({ contatos }: { contatos: readonly ContatoEmpresa[] }) {
  if (contatos.length === 0)
    return (
      <Text size="sm" c="dimmed">
        Nenhum contato
      </Text>
    );
  return (
    <Stack gap={8} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
      {contatos.map((contato) => {
        const telefone = telefoneExibido(contato.telefone);
        return (
          <li key={`${contato.email}-${contato.nome}`}>
            <Text size="sm" fw={600}>
              {contato.nome}
            </Text>
            <Anchor href={`mailto:${contato.email}`} size="sm" style={{ wordBreak: 'break-all' }}>
              {contato.email}
            </Anchor>
            {contato.confiabilidadeGovbr && (
              <Text size="sm" c="gray.8">
                {ROTULOS_CONFIABILIDADE_GOVBR[contato.confiabilidadeGovbr]}
              </Text>
            )}
            {telefone && (
              <Text size="sm" c="gray.8">
                {telefone}
              </Text>
            )}
          </li>
        );
      })}
    </Stack>
  );
}
