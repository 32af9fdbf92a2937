import { Alert, List, Text } from '@mantine/core';
import { IconWorld } from '@tabler/icons-react';
import { CONTEXTO_ARQUIVO } from '@portal/domain';
import { useSessao } from '@/hooks/use-sessao';
import { useArquivosPublicacao } from '../api/arquivos';
import { useArquivosProposta } from '../api/arquivos-proposta';
import { isAdministrador } from '@/lib/acesso-equipe';

interface ResumoPublicacaoProps {
  propostaId: string;
  titulo: string;
}

/**
 * What status 10 shows to everyone, before it happens: the title and texts, the company's public
 * name and site, the photos, and which documents an administrator marked public.
 */
export function ResumoPublicacao({ propostaId, titulo }: ResumoPublicacaoProps) {
  const { data: sessao } = useSessao();
  const administrador = sessao ? isAdministrador(sessao.tipoUsuario) : false;
  const arquivos = useArquivosProposta(propostaId);
  const publicacao = useArquivosPublicacao(propostaId, administrador);
  const fotos = (arquivos.data ?? []).filter((a) => a.contexto === CONTEXTO_ARQUIVO.FOTOS);
  const documentos = (publicacao.data ?? []).filter(
    (a) => a.publico && a.contexto !== CONTEXTO_ARQUIVO.FOTOS,
  );
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconWorld aria-hidden="true" />}
      title="Confirme a publicação no portal"
    >
      <Text size="sm">Ao confirmar, fica visível para qualquer pessoa:</Text>
      <List size="sm" mt={4} spacing={2}>
        <List.Item>
          o título <strong>{titulo}</strong>, a descrição e os campos técnicos da solução;
        </List.Item>
        <List.Item>o nome da empresa e o site dela (nunca CNPJ, endereço ou contatos);</List.Item>
        <List.Item>
          {fotos.length === 0
            ? 'nenhuma foto;'
            : `${fotos.length === 1 ? 'a foto' : `as ${fotos.length} fotos`}: ${fotos.map((f) => f.nomeOriginal).join(', ')};`}
        </List.Item>
        <List.Item>
          {administrador
            ? documentos.length === 0
              ? 'nenhum documento (nenhum foi marcado como público).'
              : `os documentos marcados como públicos: ${documentos.map((d) => d.nomeOriginal).join(', ')}.`
            : 'os documentos que um administrador marcou como públicos.'}
        </List.Item>
      </List>
    </Alert>
  );
}
