import { useEffect, useState } from 'react';
import { CloseButton, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useBuscaPrincipal } from '@/hooks/use-busca-principal';

interface CampoBuscaProps {
  label: string;
  placeholder?: string;
  /** The value in force (the address's); typing only reaches it after a pause. */
  valor: string;
  onMudar: (valor: string) => void;
  atrasoMs?: number;
  /** The server's refusal of the value in force, shown under the box. */
  erro?: string;
  /** The page's main search, where the accessibility bar's "Ir para a busca" leads. */
  principal?: boolean;
}

/**
 * A search box that asks the server once the person stops typing, not on every key. When the
 * value in force changes from outside (Back, 'Limpar filtros'), the box shows it.
 */
export function CampoBusca({
  label,
  placeholder,
  valor,
  onMudar,
  atrasoMs = 400,
  erro,
  principal = false,
}: CampoBuscaProps) {
  const alvo = useBuscaPrincipal();
  const [texto, setTexto] = useState(valor);
  const [valorAnterior, setValorAnterior] = useState(valor);
  if (valor !== valorAnterior) {
    setValorAnterior(valor);
    setTexto(valor);
  }

  useEffect(() => {
    if (texto.trim() === valor) return;
    const espera = setTimeout(() => onMudar(texto.trim()), atrasoMs);
    return () => clearTimeout(espera);
  }, [texto, valor, onMudar, atrasoMs]);

  return (
    <TextInput
      {...(principal ? alvo : {})}
      label={label}
      placeholder={placeholder}
      value={texto}
      error={erro}
      onChange={(evento) => setTexto(evento.currentTarget.value)}
      leftSection={<IconSearch size={16} aria-hidden="true" />}
      rightSection={
        texto ? (
          <CloseButton
            size="sm"
            aria-label={`Limpar ${label.toLowerCase()}`}
            onClick={() => {
              setTexto('');
              onMudar('');
            }}
          />
        ) : null
      }
    />
  );
}
