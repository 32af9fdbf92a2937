import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Group, SimpleGrid, Stack } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { FormProvider, useWatch } from 'react-hook-form';
import { useLocation } from 'react-router';
import type { EmpresaLida, UsuarioLido } from '@portal/domain';
import { BlocoEmpresa } from '@/components/cadastro/bloco-empresa';
import { BlocoEndereco } from '@/components/cadastro/bloco-endereco';
import { BlocoRepresentante } from '@/components/cadastro/bloco-representante';
import { BlocoUsuario } from '@/components/cadastro/bloco-usuario';
import { ListaTelefones } from '@/components/cadastro/lista-telefones';
import { Aviso, type AvisoDados } from '@/components/feedback/aviso';
import { ConflitoVersao } from '@/components/feedback/conflito-versao';
import { CampoSenha } from '@/components/form/campo-senha';
import { SecaoFormulario } from '@/components/form/secao-formulario';
import { useFormulario } from '@/components/form/use-formulario';
import { useVersaoEditada } from '@/hooks/use-versao-editada';
import { usuarioQuery } from '../api/buscar-usuario';
import { useAtualizarCadastro } from '../hooks/use-atualizar-cadastro';
import { CAMPOS_USUARIO, editaveisDoUsuario } from '../lib/versao-usuario';
import {
  dadosCadastraisSchema,
  valoresDoUsuario,
  type DadosCadastraisSaida,
  type DadosCadastraisValores,
} from '../schemas/dados-cadastrais-schema';
import { DialogoConfirmarSenha } from './dialogo-confirmar-senha';
import { SecaoProvaCnpj } from './secao-prova-cnpj';

interface DadosCadastraisFormProps {
  usuario: UsuarioLido;
  empresa: EmpresaLida;
  /**
   * False while the user's request to join is open (or was refused): they keep their own data,
   * and the company's beyond its public lookup is not theirs to see yet.
   */
  membroAtivo?: boolean;
}

const BOTAO_SALVAR = 'Atualizar cadastro';

/** /painel: the user's contact data and password; the company is shown read-only (spec §5). */
export function DadosCadastraisForm({
  usuario,
  empresa,
  membroAtivo = true,
}: DadosCadastraisFormProps) {
  // The registration's outcome arrives with the navigation (e.g. a failed proof upload).
  const avisoRecebido = (useLocation().state as { aviso?: AvisoDados } | null)?.aviso ?? null;
  const [pendente, setPendente] = useState<DadosCadastraisSaida | null>(null);
  const [provaCnpj, setProvaCnpj] = useState<File | null>(null);
  const { form, aviso, setAviso, enviar } = useFormulario<
    DadosCadastraisValores,
    DadosCadastraisSaida
  >(dadosCadastraisSchema, { defaultValues: valoresDoUsuario(usuario, empresa) });
  const [avisoInicial, setAvisoInicial] = useState(avisoRecebido);
  const nome = useWatch({ control: form.control, name: 'nome' });
  const textosDoUsuario = [nome, usuario.email, empresa.nomeOficial, empresa.nomeFantasia];
  const queryClient = useQueryClient();
  const versoes = useVersaoEditada({
    inicial: { valores: editaveisDoUsuario(form.getValues()), versao: usuario.versao },
    campos: CAMPOS_USUARIO,
    carregarAtual: async () => {
      const atual = await queryClient.fetchQuery({ ...usuarioQuery(usuario.id), staleTime: 0 });
      const valores = editaveisDoUsuario(valoresDoUsuario(atual, empresa));
      return { valores, versao: atual.versao };
    },
    botaoSalvar: BOTAO_SALVAR,
    setAviso,
  });
  const salvar = useAtualizarCadastro({ form, empresaId: empresa.id, setAviso, versoes });

  const confirmar = async (senhaAtual: string | undefined) => {
    if (!pendente) return null;
    const { recusaSenha } = await salvar(pendente, senhaAtual, provaCnpj);
    if (recusaSenha) return recusaSenha;
    setPendente(null);
    setProvaCnpj(null);
    return null;
  };

  const control = form.control;
  return (
    <FormProvider {...form}>
      <form
        onSubmit={enviar((dados) => {
          setAvisoInicial(null);
          setPendente(dados);
        })}
        noValidate
      >
        <Stack gap="xl">
          <Aviso aviso={avisoInicial} onFechar={() => setAvisoInicial(null)} />
          <SecaoFormulario titulo="Seus dados">
            <BlocoUsuario emailSomenteLeitura />
          </SecaoFormulario>
          <SecaoFormulario titulo="Telefones de contato">
            <ListaTelefones />
          </SecaoFormulario>
          <SecaoFormulario
            titulo="Alterar senha"
            descricao="Preencha apenas se quiser trocar a senha; deixe em branco para manter a atual."
          >
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <CampoSenha
                control={control}
                name="senhaNova"
                label="Nova senha"
                autoComplete="new-password"
                comDica
                textosDoUsuario={textosDoUsuario}
              />
              <CampoSenha
                control={control}
                name="confirmacaoSenha"
                label="Confirmação da nova senha"
                autoComplete="new-password"
              />
            </SimpleGrid>
          </SecaoFormulario>
          {membroAtivo && (
            <>
              <SecaoFormulario
                titulo="Dados da empresa"
                descricao="Os dados da empresa não podem ser alterados por aqui. Em caso de erro, fale com o suporte."
              >
                <BlocoEmpresa bloqueado />
              </SecaoFormulario>
              <SecaoFormulario titulo="Endereço da empresa">
                <BlocoEndereco bloqueado />
              </SecaoFormulario>
              <SecaoFormulario titulo="Representante legal">
                <BlocoRepresentante bloqueado />
              </SecaoFormulario>
              <SecaoProvaCnpj empresaId={empresa.id} arquivo={provaCnpj} onChange={setProvaCnpj} />
            </>
          )}
          <Aviso aviso={aviso} onFechar={() => setAviso(null)} />
          <ConflitoVersao
            titulo="Seus dados foram salvos em outra aba ou aparelho"
            {...versoes.conflito}
            onReaplicar={() =>
              versoes.reaplicar(editaveisDoUsuario(form.getValues()), (valores) =>
                form.reset({ ...form.getValues(), ...valores }),
              )
            }
          />
          <Group justify="flex-end">
            <Button
              type="submit"
              size="md"
              leftSection={<IconDeviceFloppy size={18} aria-hidden="true" />}
            >
              {BOTAO_SALVAR}
            </Button>
          </Group>
        </Stack>
      </form>
      <DialogoConfirmarSenha
        aberto={pendente !== null}
        onCancelar={() => setPendente(null)}
        onConfirmar={confirmar}
      />
    </FormProvider>
  );
}
