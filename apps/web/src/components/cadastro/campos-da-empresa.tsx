import { createContext, useContext, type ReactNode } from 'react';
import { useFormContext, type FieldPath } from 'react-hook-form';
import { CampoSelect } from '@/components/form/campo-select';
import { CampoTexto } from '@/components/form/campo-texto';
import { CampoTextoLongo } from '@/components/form/campo-texto-longo';
import type { FormularioComEmpresa } from './formulario-cadastro';

/**
 * Whether the company's blocks show a company the person cannot edit (one someone else
 * registered, or the panel's read-only view): every field disabled, no asterisks.
 */
const Bloqueado = createContext(false);

export function CamposDaEmpresa({
  bloqueado,
  children,
}: {
  bloqueado: boolean;
  children: ReactNode;
}) {
  return <Bloqueado.Provider value={bloqueado}>{children}</Bloqueado.Provider>;
}

type Caminho = FieldPath<FormularioComEmpresa>;

/** What every field of the company's blocks shares: the form, the spec's name, the lock. */
type Comum = 'control' | 'withAsterisk';
interface Proprios {
  name: Caminho;
  /** Required unless the company is locked: the asterisk. */
  obrigatorio?: boolean;
}

// The spec names a nested field by its last part (path `empresa.endereco.cep`, name `cep`).
const ultimaParte = (caminho: string) => caminho.slice(caminho.lastIndexOf('.') + 1);

function useComum({ name, obrigatorio = false }: Proprios, disabled: boolean | undefined) {
  const { control } = useFormContext<FormularioComEmpresa>();
  const bloqueado = useContext(Bloqueado);
  return {
    control,
    name,
    inputName: ultimaParte(name),
    withAsterisk: obrigatorio && !bloqueado,
    disabled: bloqueado || Boolean(disabled),
  };
}

type PropsDe<P> = Omit<P, Comum | 'name'> & Proprios;

export function TextoDaEmpresa({
  name,
  obrigatorio,
  disabled,
  ...props
}: PropsDe<Parameters<typeof CampoTexto<FormularioComEmpresa>>[0]>) {
  const comum = useComum({ name, obrigatorio }, disabled);
  return <CampoTexto {...comum} {...props} />;
}

export function TextoLongoDaEmpresa({
  name,
  obrigatorio,
  disabled,
  ...props
}: PropsDe<Parameters<typeof CampoTextoLongo<FormularioComEmpresa>>[0]>) {
  const comum = useComum({ name, obrigatorio }, disabled);
  return <CampoTextoLongo {...comum} {...props} />;
}

export function SelecaoDaEmpresa({
  name,
  obrigatorio,
  disabled,
  ...props
}: PropsDe<Parameters<typeof CampoSelect<FormularioComEmpresa>>[0]>) {
  const comum = useComum({ name, obrigatorio }, disabled);
  return <CampoSelect {...comum} {...props} />;
}
