import { useState } from 'react';
import { Button, Flex, Stack, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { FormProvider } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { isEmailValido, MENSAGENS, type IdentidadeGovbr } from '@portal/domain';
import { BlocoEmpresa } from '@/components/cadastro/bloco-empresa';
import { BlocoEndereco } from '@/components/cadastro/bloco-endereco';
import { BlocoRepresentante } from '@/components/cadastro/bloco-representante';
import { BlocoUsuario } from '@/components/cadastro/bloco-usuario';
import { CampoProvaCnpj } from '@/components/cadastro/campo-prova-cnpj';
import { empresaNova, telefoneVazio } from '@/components/cadastro/formulario-cadastro';
import { ListaTelefones } from '@/components/cadastro/lista-telefones';
import { Aviso } from '@/components/feedback/aviso';
import { SecaoFormulario } from '@/components/form/secao-formulario';
import { quandoSoltarOPonteiro } from '@/components/form/quando-soltar-o-ponteiro';
import { useFormulario } from '@/components/form/use-formulario';
import { verificarEmail } from '../api/verificar-email';
import { useCadastro } from '../hooks/use-cadastro';
import { usePreenchimentoRegistros } from '../hooks/use-preenchimento-registros';
import {
  cadastroFormularioSchema,
  cadastroGovbrFormularioSchema,
  type CadastroFormularioSaida,
  type CadastroFormularioValores,
} from '../schemas/cadastro-schema';
import { AvisoEmpresa } from './aviso-empresa';
import { AvisoRegistros } from './aviso-registros';
import { DialogoCnpj, type EmpresaEscolhida } from './dialogo-cnpj';
import { IdentidadeGovbrCampos } from './identidade-govbr';
import { SecaoSenhaCadastro } from './secao-senha-cadastro';
import { TermosAceite } from './termos-aceite';

interface CadastroFormProps {
  emailInicial: string;
  /**
   * A first gov.br sign-in: name and e-mail prefilled and fixed, the CPF shown beside them, and no
   * password (the person signs in with gov.br).
   */
  govbr?: IdentidadeGovbr | null;
}

/** /register: the company dialog first, then user, phones, company, address, representative. */
export function CadastroForm({ emailInicial, govbr = null }: CadastroFormProps) {
  const navigate = useNavigate();
  const [empresa, setEmpresa] = useState<EmpresaEscolhida | null>(null);
  const [dialogoAberto, setDialogoAberto] = useState(true);
  const [provaCnpj, setProvaCnpj] = useState<File | null>(null);
  const { form, aviso, setAviso, enviar } = useFormulario<
    CadastroFormularioValores,
    CadastroFormularioSaida
  >(govbr ? cadastroGovbrFormularioSchema : cadastroFormularioSchema, {
    defaultValues: {
      nome: govbr?.nome ?? '',
      email: govbr?.email ?? emailInicial,
      cargo: '',
      departamento: '',
      telefones: [telefoneVazio()],
      empresa: empresaNova(''),
      senhaNova: '',
      confirmacaoSenha: '',
      aceiteLGPD: false,
    },
  });
  const concluir = useCadastro(form, setAviso);
  const registros = usePreenchimentoRegistros(
    form,
    empresa && !empresa.existente ? empresa.dados.cnpj : null,
  );

  const escolherEmpresa = (escolhida: EmpresaEscolhida) => {
    form.setValue('empresa', escolhida.dados);
    form.clearErrors('empresa');
    setEmpresa(escolhida);
    setDialogoAberto(false);
    setAviso(null);
  };

  // Spec §5: an e-mail that already has an account is flagged as soon as the field is left.
  const verificarEmailExistente = async () => {
    const email = form.getValues('email').trim().toLowerCase();
    if (!isEmailValido(email)) return;
    const existe = await verificarEmail(email).catch(() => false);
    await quandoSoltarOPonteiro();
    // Let the schema's own check of the blur finish first, or it would clear this message.
    await form.trigger('email');
    if (existe) form.setError('email', { type: 'server', message: MENSAGENS.emailJaCadastrado });
  };

  const existente = empresa?.existente ?? false;
  return (
    <>
      <DialogoCnpj
        aberto={dialogoAberto}
        onEscolher={escolherEmpresa}
        onCancelar={() => (empresa ? setDialogoAberto(false) : navigate('/'))}
      />
      {!empresa ? (
        <Stack align="flex-start" gap="sm">
          <Text>Para começar, informe o CNPJ da empresa.</Text>
          <Button onClick={() => setDialogoAberto(true)}>Informar CNPJ</Button>
        </Stack>
      ) : (
        <FormProvider {...form}>
          <form
            onSubmit={enviar((dados) => concluir(dados, existente ? null : provaCnpj))}
            noValidate
          >
            <Stack gap="xl">
              <AvisoEmpresa
                existente={existente}
                cnpj={empresa.dados.cnpj}
                onTrocarCnpj={() => setDialogoAberto(true)}
              />
              <AvisoRegistros {...registros} />
              <SecaoFormulario titulo="Seus dados" descricao="Quem fala pela empresa no programa.">
                {govbr && <IdentidadeGovbrCampos identidade={govbr} soDocumento />}
                <BlocoUsuario
                  emailSomenteLeitura={false}
                  doGovbr={govbr !== null}
                  aoSairDoEmail={verificarEmailExistente}
                />
              </SecaoFormulario>
              <SecaoFormulario titulo="Telefones de contato">
                <ListaTelefones />
              </SecaoFormulario>
              <SecaoFormulario titulo="Dados da empresa">
                <BlocoEmpresa bloqueado={existente} />
                {!existente && (
                  <CampoProvaCnpj
                    arquivo={provaCnpj}
                    onChange={setProvaCnpj}
                    descricao="Opcional agora, necessário antes de enviar o PDF assinado de uma solução. Arquivo PDF de até 2 MB."
                  />
                )}
              </SecaoFormulario>
              <SecaoFormulario titulo="Endereço da empresa">
                <BlocoEndereco bloqueado={existente} />
              </SecaoFormulario>
              <SecaoFormulario titulo="Representante legal">
                {existente ? (
                  <Text size="sm">
                    O representante legal já foi informado no cadastro da empresa. Seus dados ficam
                    visíveis no painel depois que você entrar.
                  </Text>
                ) : (
                  <BlocoRepresentante bloqueado={false} />
                )}
              </SecaoFormulario>
              {govbr ? (
                <SecaoFormulario titulo="Acesso ao portal">
                  <Text size="sm">
                    Você entrará com a sua conta gov.br. Se quiser entrar também com e-mail e senha,
                    use “Esqueci minha senha” na página de entrada.
                  </Text>
                </SecaoFormulario>
              ) : (
                <SecaoSenhaCadastro />
              )}
              <SecaoFormulario titulo="Termos e condições">
                <TermosAceite />
              </SecaoFormulario>
              <Aviso aviso={aviso} onFechar={() => setAviso(null)} />
              {/* On phones the buttons stack full width, the main action on top. */}
              <Flex direction={{ base: 'column-reverse', sm: 'row' }} justify="flex-end" gap="sm">
                <Button variant="default" size="md" onClick={() => navigate('/')}>
                  Cancelar
                </Button>
                <Button
                  type="submit"
                  size="md"
                  loading={form.formState.isSubmitting}
                  leftSection={<IconCheck size={18} aria-hidden="true" />}
                >
                  Concluir cadastro
                </Button>
              </Flex>
            </Stack>
          </form>
        </FormProvider>
      )}
    </>
  );
}
