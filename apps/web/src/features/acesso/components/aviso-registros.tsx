import { Stack } from '@mantine/core';
import { MENSAGENS } from '@portal/domain';
import { Aviso } from '@/components/feedback/aviso';

interface AvisoRegistrosProps {
  situacaoCadastral: string | null;
  cnpjIndisponivel: boolean;
  cepIndisponivel: boolean;
}

/**
 * What the public registries said that the person should know: a company that is not active,
 * or a registry that could not answer (the form is then filled by hand). Nothing otherwise.
 */
export function AvisoRegistros({
  situacaoCadastral,
  cnpjIndisponivel,
  cepIndisponivel,
}: AvisoRegistrosProps) {
  if (!situacaoCadastral && !cnpjIndisponivel && !cepIndisponivel) return null;
  return (
    <Stack gap="xs">
      {situacaoCadastral && (
        <Aviso
          aviso={{
            tipo: 'atencao',
            mensagem: MENSAGENS.situacaoCadastralNaoAtiva(situacaoCadastral),
          }}
        />
      )}
      {cnpjIndisponivel && (
        <Aviso aviso={{ tipo: 'info', mensagem: MENSAGENS.registroCnpjIndisponivel }} />
      )}
      {cepIndisponivel && (
        <Aviso aviso={{ tipo: 'info', mensagem: MENSAGENS.registroCepIndisponivel }} />
      )}
    </Stack>
  );
}
