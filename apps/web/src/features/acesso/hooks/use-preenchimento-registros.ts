import { useEffect, useEffectEvent, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useWatch, type FieldPath, type PathValue, type UseFormReturn } from 'react-hook-form';
import { formatarCep, normalizarCnpj, type EnderecoPreenchido } from '@portal/domain';
import { consultarCep, consultarCnpj } from '../api/consultar-registros';
import type {
  CadastroFormularioSaida,
  CadastroFormularioValores,
} from '../schemas/cadastro-schema';

type Form = UseFormReturn<CadastroFormularioValores, unknown, CadastroFormularioSaida>;
type Campo = FieldPath<CadastroFormularioValores>;

const vazio = (valor: unknown) => valor === '' || valor === null || valor === undefined;
const TAMANHO_CEP = 8;

/**
 * Prefills a new company from the public registries (docs/decisions/025). A field is filled only
 * while it is empty or still holds what a registry put there, so nothing the person typed is
 * overwritten, and every field stays editable.
 */
export function usePreenchimentoRegistros(form: Form, cnpjNovo: string | null) {
  const preenchidos = useRef(new Map<Campo, unknown>());

  const preencher = <C extends Campo>(
    campo: C,
    valor: PathValue<CadastroFormularioValores, C> | null,
  ) => {
    if (valor === null || valor === undefined) return;
    const atual = form.getValues(campo);
    if (!vazio(atual) && atual !== preenchidos.current.get(campo)) return;
    form.setValue(campo, valor as PathValue<CadastroFormularioValores, C>, { shouldDirty: true });
    preenchidos.current.set(campo, valor);
  };

  const preencherEndereco = (endereco: EnderecoPreenchido) => {
    if (endereco.cep) preencher('empresa.endereco.cep', formatarCep(endereco.cep));
    preencher('empresa.endereco.tipoLogradouro', endereco.tipoLogradouro);
    preencher('empresa.endereco.nomeLogradouro', endereco.nomeLogradouro);
    preencher('empresa.endereco.numero', endereco.numero);
    preencher('empresa.endereco.complemento', endereco.complemento);
    preencher('empresa.endereco.bairro', endereco.bairro);
    preencher('empresa.endereco.municipio.estado.id', endereco.estadoId);
    preencher('empresa.endereco.municipio.id', endereco.municipioId);
  };

  const cnpj = cnpjNovo ? normalizarCnpj(cnpjNovo) : null;
  const empresa = useQuery({
    queryKey: ['registros', 'cnpj', cnpj],
    queryFn: () => consultarCnpj(cnpj!),
    enabled: cnpj !== null,
    staleTime: Infinity,
    retry: false,
  });

  const cepDigitado = useWatch({ control: form.control, name: 'empresa.endereco.cep' });
  const digitos = (cepDigitado ?? '').replace(/\D/g, '');
  const cep = cnpj !== null && digitos.length === TAMANHO_CEP ? digitos : null;
  const endereco = useQuery({
    queryKey: ['registros', 'cep', cep],
    queryFn: () => consultarCep(cep!),
    enabled: cep !== null,
    staleTime: Infinity,
    retry: false,
  });

  // Filled once per answer: the effect events read the form as it is when the answer arrives.
  const preencherEmpresa = useEffectEvent((resposta: typeof empresa.data) => {
    if (!resposta?.disponivel) return;
    preencher('empresa.nomeOficial', resposta.dados.nomeOficial);
    preencher('empresa.nomeFantasia', resposta.dados.nomeFantasia);
    preencherEndereco(resposta.dados.endereco);
  });
  const preencherDoCep = useEffectEvent((resposta: typeof endereco.data) => {
    if (resposta?.disponivel) preencherEndereco(resposta.dados);
  });
  useEffect(() => preencherEmpresa(empresa.data), [empresa.data]);
  useEffect(() => preencherDoCep(endereco.data), [endereco.data]);

  const indisponivel = (consulta: typeof empresa.data | typeof endereco.data) =>
    consulta?.disponivel === false && consulta.motivo === 'indisponivel';
  return {
    situacaoCadastral:
      empresa.data?.disponivel && !empresa.data.dados.ativa
        ? empresa.data.dados.situacaoCadastral
        : null,
    cnpjIndisponivel: indisponivel(empresa.data),
    cepIndisponivel: indisponivel(endereco.data),
  };
}
