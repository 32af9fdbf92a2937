import { Button, Group } from '@mantine/core';
import { IconFileSpreadsheet, IconFileTypeCsv } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import type { EmpresaContato } from '@portal/domain';
import { baixarCsvEmpresas, baixarXlsxEmpresas } from '../lib/baixar-exportacao';

/** 'Exportar CSV' and 'Exportar XLSX'; disabled while there is nothing to export (spec §9). */
export function BotoesExportar({ empresas }: { empresas: readonly EmpresaContato[] }) {
  const xlsx = useMutation({
    mutationFn: () => baixarXlsxEmpresas(empresas),
    onError: (erro) => console.error(erro),
  });
  const vazio = empresas.length === 0;
  return (
    <Group gap="sm">
      <Button
        variant="light"
        leftSection={<IconFileTypeCsv size={18} aria-hidden="true" />}
        disabled={vazio}
        onClick={() => baixarCsvEmpresas(empresas)}
      >
        Exportar CSV
      </Button>
      <Button
        variant="light"
        leftSection={<IconFileSpreadsheet size={18} aria-hidden="true" />}
        disabled={vazio}
        loading={xlsx.isPending}
        onClick={() => xlsx.mutate()}
      >
        Exportar XLSX
      </Button>
    </Group>
  );
}
