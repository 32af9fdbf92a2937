import { useState, type BaseSyntheticEvent } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  useForm,
  type FieldPath,
  type FieldValues,
  type Resolver,
  type SubmitHandler,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';
import { MENSAGENS } from '@portal/domain';
import type { AvisoDados } from '@/components/feedback/aviso';

const isObjeto = (valor: unknown): valor is Record<string, unknown> =>
  typeof valor === 'object' && valor !== null && !Array.isArray(valor) && !(valor instanceof Date);

/** Every leaf path of the form values (`telefones.0.numero`, `empresa.endereco.cep`). */
export function caminhosDosCampos(valor: unknown, prefixo = ''): string[] {
  const juntar = (chave: string | number) => (prefixo ? `${prefixo}.${chave}` : String(chave));
  if (Array.isArray(valor)) return valor.flatMap((item, i) => caminhosDosCampos(item, juntar(i)));
  if (isObjeto(valor))
    return Object.entries(valor).flatMap(([chave, item]) => caminhosDosCampos(item, juntar(chave)));
  return prefixo ? [prefixo] : [];
}

export interface Formulario<TValores extends FieldValues, TSaida> {
  form: UseFormReturn<TValores, unknown, TSaida>;
  /** The general message above the buttons: 'Existem campos inválidos!' or the server's answer. */
  aviso: AvisoDados | null;
  setAviso: (aviso: AvisoDados | null) => void;
  /** The form's onSubmit: runs `aoEnviar` with the schema's output only when every field is valid. */
  enviar: (aoEnviar: SubmitHandler<TSaida>) => (evento?: BaseSyntheticEvent) => Promise<void>;
}

/**
 * The portal's one form wrapper: a domain schema as resolver, errors shown once a field is
 * edited or after the first submit, and an invalid submit that says 'Existem campos inválidos!' (or
 * the form's own message),
 * focuses the first wrong field and marks every field touched (spec §5).
 */
export function useFormulario<TValores extends FieldValues, TSaida>(
  schema: z.ZodType<TSaida>,
  {
    avisarCamposInvalidos = true,
    mensagemCamposInvalidos = MENSAGENS.camposInvalidos,
    ...opcoes
  }: Omit<UseFormProps<TValores, unknown, TSaida>, 'resolver'> & {
    /** One-field steps (e-mail, password, CNPJ) let the field's own message speak alone. */
    avisarCamposInvalidos?: boolean;
    /** The solution form says 'Por favor, verifique os campos destacados.' instead (spec §5). */
    mensagemCamposInvalidos?: string;
  } = {},
): Formulario<TValores, TSaida> {
  const [aviso, setAviso] = useState<AvisoDados | null>(null);
  const form = useForm<TValores, unknown, TSaida>({
    // A field speaks once the person changed it or tried to submit, never merely for being
    // passed with Tab: an untouched required field is not an error yet.
    mode: 'onChange',
    shouldFocusError: true,
    ...opcoes,
    // The schema's input type is looser than the form's values (selects start empty), hence the cast.
    resolver: zodResolver(schema as never) as unknown as Resolver<TValores, unknown, TSaida>,
  });

  const marcarTodosTocados = () => {
    for (const caminho of caminhosDosCampos(form.getValues())) {
      const nome = caminho as FieldPath<TValores>;
      form.setValue(nome, form.getValues(nome), { shouldTouch: true });
    }
  };

  const enviar = (aoEnviar: SubmitHandler<TSaida>) =>
    form.handleSubmit(
      async (dados) => {
        setAviso(null);
        await aoEnviar(dados);
      },
      () => {
        marcarTodosTocados();
        setAviso(
          avisarCamposInvalidos ? { tipo: 'erro', mensagem: mensagemCamposInvalidos } : null,
        );
      },
    );

  return { form, aviso, setAviso, enviar };
}
