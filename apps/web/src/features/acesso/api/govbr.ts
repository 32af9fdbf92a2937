import { useQuery } from '@tanstack/react-query';
import type {
  AreaGovbr,
  CadastroGovbr,
  GovbrDisponivel,
  IdentidadeGovbr,
  SessaoGovbr,
  VinculoGovbr,
} from '@portal/domain';
import { http } from '@/lib/http';

/** The answer of a gov.br link or registration: the session is open, and where to go. */
/** GET /api/govbr: whether the portal offers "Entrar com gov.br" (the button shows only then). */
export const useGovbrDisponivel = () =>
  useQuery({
    queryKey: ['govbr', 'disponivel'],
    queryFn: () => http.get<GovbrDisponivel>('/api/govbr'),
    staleTime: Infinity,
    select: (resposta) => resposta.disponivel,
  });

/** GET /api/govbr/pendente: the gov.br identity this browser brought back, still to link. */
export const usePendenciaGovbr = () =>
  useQuery({
    queryKey: ['govbr', 'pendente'],
    queryFn: () => http.get<IdentidadeGovbr>('/api/govbr/pendente'),
    retry: false,
    staleTime: Infinity,
  });

/** POST /api/govbr/vincular: links the CPF to the account of the same e-mail. */
export const vincularGovbr = (dados: VinculoGovbr) =>
  http.post<SessaoGovbr>('/api/govbr/vincular', dados);

/** PUT /api/govbr/cadastro: registers with gov.br's name and e-mail, no password, and links the CPF. */
export const cadastrarPeloGovbr = (payload: CadastroGovbr) =>
  http.put<SessaoGovbr>('/api/govbr/cadastro', payload);

/** The address that starts the sign-in: a full navigation, since gov.br is another site. */
export const URL_ENTRAR_GOVBR = (area: AreaGovbr) => `/api/govbr/entrar?area=${area}`;
