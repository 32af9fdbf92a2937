import { useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { Aviso, type AvisoDados } from '@/components/feedback/aviso';
import { ApiError, MENSAGEM_ERRO_INESPERADO } from '@/lib/http';
import { buscarExportacao } from '../api/exportacao';
import { baixarCsvNotas, baixarXlsxNotas, type Planilha } from '../lib/exportar-notas';

const OPCOES: { planilha: Planilha; rotulo: string }[] = [
  { planilha: 'avaliacoes', rotulo: 'Por avaliação' },
  { planilha: 'solucoes', rotulo: 'Por solução' },
];

/** The administrators' score spreadsheets; companies never receive these. */
export function ExportarNotas() {
  const [aviso, setAviso] = useState<AvisoDados | null>(null);
  const baixar = async (planilha: Planilha, formato: 'csv' | 'xlsx') => {
    try {
      const dados = await buscarExportacao();
      if (formato === 'csv') baixarCsvNotas(dados, planilha);
      else await baixarXlsxNotas(dados, planilha);
    } catch (erro) {
      setAviso({
        tipo: 'erro',
        mensagem: erro instanceof ApiError ? erro.message : MENSAGEM_ERRO_INESPERADO,
      });
    }
  };
  return (
    <Stack gap="sm">
      {OPCOES.map(({ planilha, rotulo }) => (
        <Group key={planilha} gap="sm">
          <Text w={120}>{rotulo}</Text>
          {(['csv', 'xlsx'] as const).map((formato) => (
            <Button
              key={formato}
              variant="default"
              size="xs"
              leftSection={<IconDownload size={14} aria-hidden="true" />}
              onClick={() => void baixar(planilha, formato)}
              aria-label={`Exportar notas ${rotulo.toLowerCase()} em ${formato.toUpperCase()}`}
            >
              {formato.toUpperCase()}
            </Button>
          ))}
        </Group>
      ))}
      <Aviso aviso={aviso} onFechar={() => setAviso(null)} />
    </Stack>
  );
}
