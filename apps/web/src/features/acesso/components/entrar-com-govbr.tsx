import { Button, Divider, Stack } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { isMotivoFalhaGovbr, MOTIVOS_FALHA_GOVBR, type AreaGovbr } from '@portal/domain';
import { Aviso } from '@/components/feedback/aviso';
import { URL_ENTRAR_GOVBR, useGovbrDisponivel } from '../api/govbr';

interface EntrarComGovbrProps {
  area: AreaGovbr;
  /**
   * A sign-up page where gov.br is the preferred way: "Cadastrar com gov.br" above the form it
   * precedes, instead of "Entrar com gov.br" below the e-mail sign-in.
   */
  cadastro?: boolean;
}

/**
 * "Entrar com gov.br" beside the e-mail sign-in, where the portal has gov.br credentials; and,
 * after a gov.br sign-in that came back refused, why (`?govbr=<motivo>`).
 */
export function EntrarComGovbr({ area, cadastro = false }: EntrarComGovbrProps) {
  const { data: disponivel } = useGovbrDisponivel();
  const [parametros, setParametros] = useSearchParams();
  const motivo = parametros.get('govbr') ?? '';
  const falha = isMotivoFalhaGovbr(motivo) ? MOTIVOS_FALHA_GOVBR[motivo] : null;
  if (!disponivel && !falha) return null;
  const ou = disponivel && <Divider label="ou" labelPosition="center" />;
  const botao = disponivel && (
    <Button component="a" href={URL_ENTRAR_GOVBR(area)} size="md" fullWidth variant="outline">
      {cadastro ? 'Cadastrar com gov.br' : 'Entrar com gov.br'}
    </Button>
  );
  return (
    <Stack gap="md" mt={cadastro ? 0 : 'lg'} mb={cadastro ? 'lg' : 0}>
      {falha && (
        <Aviso
          aviso={{ tipo: 'erro', mensagem: falha }}
          onFechar={() => setParametros({}, { replace: true })}
        />
      )}
      {cadastro ? botao : ou}
      {cadastro ? ou : botao}
    </Stack>
  );
}
