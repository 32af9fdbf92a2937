import { Loader, Select, type SelectProps } from '@mantine/core';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

/** An item of the lookup lists (spec §3): company type, street type, phone type, state, city. */
export interface Opcao {
  id: number;
  descricao: string;
}

type CampoSelectProps<T extends FieldValues, TSaida = T> = Omit<
  SelectProps,
  'name' | 'label' | 'value' | 'defaultValue' | 'onChange' | 'error' | 'data'
> & {
  name: FieldPath<T>;
  control: Control<T, unknown, TSaida>;
  label: string;
  opcoes: readonly Opcao[] | undefined;
  /** The spec's field name when the form nests it (path `empresa.tipoEmpresa`). */
  inputName?: string;
  carregando?: boolean;
  /** The lookup failed: the field says so instead of offering an empty list. */
  falhou?: boolean;
  /** Runs after the form value changed, for dependent fields (city by state, mask by type). */
  aoMudar?: (id: number | null) => void;
};

/**
 * A select fed by a lookup list. The form holds the option's numeric id, as the API expects;
 * the `name` goes to the hidden input that carries the value.
 */
export function CampoSelect<T extends FieldValues, TSaida = T>({
  name,
  control,
  label,
  opcoes,
  inputName,
  carregando = false,
  falhou = false,
  aoMudar,
  ...props
}: CampoSelectProps<T, TSaida>) {
  const {
    field: { ref, value, onChange, onBlur },
    fieldState: { error },
  } = useController({ name, control });
  const dados = (opcoes ?? []).map((o) => ({ value: String(o.id), label: o.descricao }));
  const selecionado = value === null || value === undefined || value === '' ? null : String(value);
  return (
    <Select
      placeholder={carregando ? 'Carregando…' : 'Selecione'}
      nothingFoundMessage="Nenhuma opção encontrada"
      allowDeselect={false}
      checkIconPosition="right"
      {...props}
      ref={ref}
      name={inputName ?? name}
      label={label}
      data={dados}
      value={selecionado}
      onChange={(valor) => {
        const id = valor === null ? null : Number(valor);
        onChange(id);
        aoMudar?.(id);
      }}
      onBlur={onBlur}
      rightSection={carregando ? <Loader size={16} aria-hidden="true" /> : undefined}
      description={
        falhou ? 'Não foi possível carregar as opções. Recarregue a página.' : props.description
      }
      error={error?.message}
    />
  );
}
