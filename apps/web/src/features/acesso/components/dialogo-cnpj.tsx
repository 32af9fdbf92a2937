import { Stack, Text } from '@mantine/core';
import { z } from 'zod';
import { cnpjSchema, formatarCnpj } from '@portal/domain';
import { CampoTexto } from '@/components/form/campo-texto';
import { ERRO_ANUNCIADO } from '@/components/form/erro-anunciado';
import { useFormulario } from '@/components/form/use-formulario';
import {
  empresaNova,
  empresaParaFormulario,
  type EmpresaFormulario,
} from '@/components/cadastro/formulario-cadastro';
import { ApiError } from '@/lib/http';
import { Dialogo, AcoesDialogo } from '@/components/feedback/dialogo';
import { buscarEmpresaPorCnpj } from '../api/buscar-empresa-cnpj';

/** The company the registration joins or creates. */
export interface EmpresaEscolhida {
  existente: boolean;
  dados: EmpresaFormulario;
}

// 'Digite o CNPJ' when empty, 'CNPJ inválido!' when the check digits fail (spec §5).
const dialogoSchema = z.object({ cnpj: cnpjSchema });

interface DialogoCnpjProps {
  aberto: boolean;
  onEscolher: (empresa: EmpresaEscolhida) => void;
  onCancelar: () => void;
}

/** 'Informe qual é a empresa': opens /register, and again when the user changes the CNPJ. */
export function DialogoCnpj({ aberto, onEscolher, onCancelar }: DialogoCnpjProps) {
  const { form, enviar } = useFormulario<{ cnpj: string }, { cnpj: string }>(dialogoSchema, {
    defaultValues: { cnpj: '' },
    avisarCamposInvalidos: false,
  });

  const aoConfirmar = enviar(async ({ cnpj }) => {
    try {
      const empresa = await buscarEmpresaPorCnpj(cnpj);
      onEscolher(
        empresa
          ? { existente: true, dados: empresaParaFormulario(empresa) }
          : { existente: false, dados: empresaNova(cnpj) },
      );
    } catch (erro) {
      const mensagem = erro instanceof ApiError ? erro.message : String(erro);
      form.setError('cnpj', { type: 'server', message: mensagem }, { shouldFocus: true });
    }
  });

  return (
    <Dialogo
      opened={aberto}
      onClose={onCancelar}
      title="Informe qual é a empresa"
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      overlayProps={{ backgroundOpacity: 0.55, blur: 2 }}
    >
      <form onSubmit={aoConfirmar} noValidate>
        <Stack gap="md">
          <Text size="sm">
            Digite o CNPJ da empresa que você representa. Se ela já estiver cadastrada, você será
            vinculado a ela.
          </Text>
          <CampoTexto
            control={form.control}
            name="cnpj"
            label="CNPJ da empresa"
            placeholder="CNPJ"
            mascara={formatarCnpj}
            autoComplete="off"
            size="md"
            errorProps={ERRO_ANUNCIADO}
            data-autofocus
          />
          <AcoesDialogo onCancelar={onCancelar} enviando={form.formState.isSubmitting} />
        </Stack>
      </form>
    </Dialogo>
  );
}
