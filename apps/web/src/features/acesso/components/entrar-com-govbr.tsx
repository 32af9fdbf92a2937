import { Button, Divider, Stack } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { isMotivoFalhaGovbr, MOTIVOS_FALHA_GOVBR } from '@portal/domain';
import { Aviso } from '@/components/feedback/aviso';
import type { AreaAcesso } from '@/lib/entrar';
import { URL_ENTRAR_GOVBR, useGovbrDisponivel } from '../api/govbr';

/**
 * "Entrar com gov.br" beside the e-mail sign-in, where the portal has gov.br credentials; and,
 * after a gov.br sign-in that came back refused, why (`?govbr=<motivo>`).
 */
export function EntrarComGovbr({ area }: { area: AreaAcesso }) {
  const { data: disponivel } = useGovbrDisponivel();
  const [parametros, setParametros] = useSearchParams();
  const motivo = parametros.get('govbr') ?? '';
  const falha = isMotivoFalhaGovbr(motivo) ? MOTIVOS_FALHA_GOVBR[motivo] : null;
  if (!disponivel && !falha) return null;
  return (
    <Stack gap="md" mt="lg">
      {falha && (
        <Aviso
          aviso={{ tipo: 'erro', mensagem: falha }}
          onFechar={() => setParametros({}, { replace: true })}
        />
      )}
      {disponivel && (
        <>
          <Divider label="ou" labelPosition="center" />
          <Button component="a" href={URL_ENTRAR_GOVBR(area)} size="md" fullWidth variant="outline">
            Entrar com gov.br
          </Button>
        </>
      )}
    </Stack>
  );
}
