import { useRef } from 'react';
import { ActionIcon, FileButton, Group, Tooltip } from '@mantine/core';
import { IconDownload, IconEye, IconFileCheck, IconTrash, IconUpload } from '@tabler/icons-react';
import { type LinhaProposta, STATUS_PROPOSTA } from '@portal/domain';

interface AcoesSolucaoProps {
  linha: LinhaProposta;
  /** Status 1 and the company's CNPJ proof on file (spec §4). */
  podeEnviarAssinado: boolean;
  onDetalhes: () => void;
  onBaixarPdf: () => void;
  onEscolherAssinado: (arquivo: File) => void;
  onBaixarAssinado: () => void;
  /** Offered while the institute has not started (status 2) and changes are still allowed. */
  onApagarAssinado?: () => void;
}

/** A row's icons. Each names its solution for screen readers; none opens the edit form. */
export function AcoesSolucao({
  linha,
  podeEnviarAssinado,
  onDetalhes,
  onBaixarPdf,
  onEscolherAssinado,
  onBaixarAssinado,
  onApagarAssinado,
}: AcoesSolucaoProps) {
  const titulo = linha.tituloProposta;
  // Cleared after each choice, so choosing the same file again still reaches the dialog.
  const limparEscolha = useRef<() => void>(null);
  return (
    <Group gap={4} wrap="nowrap" onClick={(e) => e.stopPropagation()}>
      <Tooltip label="Detalhes">
        <ActionIcon variant="subtle" aria-label={`Ver detalhes de ${titulo}`} onClick={onDetalhes}>
          <IconEye size={20} aria-hidden="true" />
        </ActionIcon>
      </Tooltip>
      <Tooltip label="Baixar PDF da solução">
        <ActionIcon variant="subtle" aria-label={`Baixar PDF de ${titulo}`} onClick={onBaixarPdf}>
          <IconDownload size={20} aria-hidden="true" />
        </ActionIcon>
      </Tooltip>
      {podeEnviarAssinado && (
        <FileButton
          resetRef={limparEscolha}
          accept="application/pdf,.pdf"
          onChange={(arquivo) => {
            limparEscolha.current?.();
            if (arquivo) onEscolherAssinado(arquivo);
          }}
        >
          {(props) => (
            <Tooltip label="Enviar PDF assinado">
              <ActionIcon
                {...props}
                variant="subtle"
                color="teal"
                aria-label={`Enviar PDF assinado de ${titulo}`}
              >
                <IconUpload size={20} aria-hidden="true" />
              </ActionIcon>
            </Tooltip>
          )}
        </FileButton>
      )}
      {linha.possuiFormAssinado && (
        <Tooltip label="Baixar PDF assinado">
          <ActionIcon
            variant="subtle"
            color="teal"
            aria-label={`Baixar PDF assinado de ${titulo}`}
            onClick={onBaixarAssinado}
          >
            <IconFileCheck size={20} aria-hidden="true" />
          </ActionIcon>
        </Tooltip>
      )}
      {onApagarAssinado &&
        linha.possuiFormAssinado &&
        linha.statusProposta.idStatusProposta === STATUS_PROPOSTA.EM_ANALISE_PREVIA && (
          <Tooltip label="Apagar PDF assinado">
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`Apagar PDF assinado de ${titulo}`}
              onClick={onApagarAssinado}
            >
              <IconTrash size={20} aria-hidden="true" />
            </ActionIcon>
          </Tooltip>
        )}
    </Group>
  );
}
